import '../../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLanguage } from '../../../lib/i18n';
import { fakePromoServer, promo, renderPromos, requestsTo, resetPromoState, RULES } from './promos-support';

beforeEach(() => resetPromoState());
afterEach(async () => {
  jest.restoreAllMocks();
  await changeLanguage('en');
});

const codes = () => screen.findByRole('list', { name: 'Promo codes' });
const dialog = () => screen.findByRole('dialog', { name: 'New promo code' });

describe('the promo codes page: the list', () => {
  it('when the shop has codes, then each shows its code, description, discount, uses and validity with its switch and Edit', async () => {
    renderPromos(
      fakePromoServer({
        promos: [
          promo(),
          promo({
            promoId: 'promo-welcome',
            code: 'WELCOME',
            used: 3,
            rules: {
              ...RULES,
              description: 'First order',
              kind: 'fixed',
              amount: 1000,
              maxDiscount: undefined,
              totalUses: undefined,
              windows: [],
              firstOrderOnly: true,
              validUntil: '2026-12-31T22:59:00.000Z',
              active: false,
            },
          }),
        ],
      }),
    );
    const [lunch, welcome] = within(await codes()).getAllByRole('listitem');
    expect(lunch).toHaveTextContent('LUNCH20');
    expect(lunch).toHaveTextContent('Lunch deal');
    expect(lunch).toHaveTextContent('20 % off, at most HUF 2,000');
    expect(lunch).toHaveTextContent('12 / 50');
    expect(lunch).toHaveTextContent('Any time');
    expect(lunch).toHaveTextContent('Only Mon–Fri 11:00–14:00');
    expect(within(lunch!).getByRole('switch', { name: 'LUNCH20 active' })).toBeChecked();
    expect(within(lunch!).getByRole('button', { name: 'Edit LUNCH20' })).toBeInTheDocument();
    expect(welcome).toHaveTextContent('HUF 1,000 off');
    expect(welcome).toHaveTextContent('3 used');
    expect(welcome).toHaveTextContent('Until 31 Dec 2026, 23:59');
    expect(welcome).toHaveTextContent('First order only');
    expect(within(welcome!).getByRole('switch', { name: 'WELCOME active' })).not.toBeChecked();
  });

  it('when the shop has no codes, then the page says so and offers New code', async () => {
    renderPromos(fakePromoServer());
    expect(await screen.findByText('No promo codes yet. Make one with New code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New code' })).toBeEnabled();
  });

  it('when the list cannot be loaded, then the server’s words show with Try again, which asks again', async () => {
    const server = fakePromoServer({
      promos: [promo()],
      failures: {
        'GET /api/admin/promos': [
          { status: 503, message: 'The shop is busy.' },
          { status: 503, message: 'The shop is busy.' },
        ],
      },
    });
    const { sent } = renderPromos(server);
    expect(await screen.findByText('Could not load the codes. The shop is busy.')).toBeInTheDocument();
    server.failures = {};
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    expect(await codes()).toBeInTheDocument();
    expect(requestsTo(sent, 'GET', '/api/admin/promos').length).toBeGreaterThanOrEqual(2);
  });

  it('when the active switch is flipped, then the code is saved at once with its full rules', async () => {
    const { sent } = renderPromos(fakePromoServer({ promos: [promo()] }));
    const toggle = await screen.findByRole('switch', { name: 'LUNCH20 active' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(requestsTo(sent, 'PUT', '/api/admin/promos/promo-lunch')).toHaveLength(1));
    expect(requestsTo(sent, 'PUT', '/api/admin/promos/promo-lunch')[0]!.body).toEqual({ rules: { ...RULES, active: false } });
    expect(screen.getByRole('switch', { name: 'LUNCH20 active' })).not.toBeChecked();
  });

  it('when the server refuses the switch, then it flips back and the server’s words show', async () => {
    renderPromos(
      fakePromoServer({
        promos: [promo()],
        failures: { 'PUT /api/admin/promos/promo-lunch': [{ status: 500, message: 'Saving failed, try again.' }] },
      }),
    );
    const toggle = await screen.findByRole('switch', { name: 'LUNCH20 active' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not switch LUNCH20. Saving failed, try again.');
    expect(screen.getByRole('switch', { name: 'LUNCH20 active' })).toBeChecked();
  });

  it('when a kitchen member opens the page, then it is not for their role and no code is asked for', async () => {
    const { sent } = renderPromos(fakePromoServer({ role: 'KITCHEN' }));
    expect(await screen.findByText('Not for your role')).toBeInTheDocument();
    expect(requestsTo(sent, 'GET', '/api/admin/promos')).toHaveLength(0);
  });
});

describe('the promo codes page: making and editing a code', () => {
  it('when a code is made with the code left empty, then the server generates one and the page shows it large with Copy', async () => {
    const user = userEvent.setup();
    const { sent } = renderPromos(fakePromoServer());
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const form = await dialog();
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(/Leave empty to generate an unguessable code/);
    await user.type(within(form).getByLabelText('Description'), 'Regulars');
    await user.click(within(form).getByRole('radio', { name: 'Fixed amount' }));
    await user.type(within(form).getByLabelText('Discount'), '1000');
    await user.type(within(form).getByLabelText('Uses per customer'), '1');
    await user.click(within(form).getByRole('radio', { name: 'Pickup only' }));
    await user.click(within(form).getByRole('button', { name: 'Create code' }));

    const box = await screen.findByRole('group', { name: 'The new code is ready. Pass it on:' });
    expect(box).toHaveFocus();
    expect(within(box).getByTestId('created-code')).toHaveTextContent('K7M2PQRX9A');
    expect(requestsTo(sent, 'POST', '/api/admin/promos')[0]!.body).toEqual({
      rules: {
        description: 'Regulars',
        kind: 'fixed',
        amount: 1000,
        minSubtotal: 0,
        windows: [],
        service: 'PICKUP',
        firstOrderOnly: false,
        categories: [],
        menuItemIds: [],
        discountsFees: false,
        usesPerCustomer: 1,
        active: true,
      },
    });
    await user.click(within(box).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('K7M2PQRX9A');
    expect(within(box).getByRole('status')).toHaveTextContent('Copied');
    expect(within(await codes()).getByRole('listitem')).toHaveTextContent('K7M2PQRX9A');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a code is made with a time window, dates in Budapest time and a dish, then the rules carry them', async () => {
    const user = userEvent.setup();
    const { sent } = renderPromos(fakePromoServer());
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText('Code'), 'lunch20');
    await user.type(within(form).getByLabelText('Discount'), '20');
    await user.type(within(form).getByLabelText('At most'), '2000');
    await user.type(within(form).getByLabelText('Valid from'), '2026-12-01T00:00');
    await user.click(within(form).getByRole('button', { name: 'Add a time window' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Monday' }));
    await user.click(within(form).getByText('Single dishes of Pizza (0 chosen)'));
    await user.click(await within(form).findByRole('checkbox', { name: 'Margarita · Large' }));
    await user.click(within(form).getByRole('button', { name: 'Create code' }));

    await screen.findByRole('group', { name: 'The new code is ready. Pass it on:' });
    const body = requestsTo(sent, 'POST', '/api/admin/promos')[0]!.body as { code: string; rules: Record<string, unknown> };
    expect(body.code).toBe('LUNCH20');
    expect(body.rules).toMatchObject({
      kind: 'percent',
      amount: 20,
      maxDiscount: 2000,
      // Midnight in Budapest (winter time, UTC+1).
      validFrom: '2026-11-30T23:00:00.000Z',
      windows: [{ days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'], from: '11:00', to: '14:00' }],
      menuItemIds: ['PIZ_001_L'],
    });
  });

  it('when the rules break the shared schema, then the message shows at its field and nothing is sent', async () => {
    const user = userEvent.setup();
    const { sent } = renderPromos(fakePromoServer());
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText('Discount'), '150');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(within(form).getByLabelText('Discount')).toHaveAccessibleDescription('A percentage is between 1 and 100.');
    expect(within(form).getByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(requestsTo(sent, 'POST', '/api/admin/promos')).toHaveLength(0);
  });

  it('when the server refuses with a 400, then its message shows at the field its details name, in the reader’s language', async () => {
    await changeLanguage('hu');
    const user = userEvent.setup();
    renderPromos(
      fakePromoServer({
        failures: {
          'POST /api/admin/promos': [
            {
              status: 400,
              code: 'VALIDATION_ERROR',
              message: 'A felső korlát: 1 és 100000 közötti értéket adjon meg.',
              details: [{ path: ['rules', 'maxDiscount'], message: 'A felső korlát: 1 és 100000 közötti értéket adjon meg.' }],
            },
          ],
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Új kód' }));
    const form = await screen.findByRole('dialog', { name: 'Új kuponkód' });
    await user.type(within(form).getByLabelText('Kedvezmény'), '10');
    await user.click(within(form).getByRole('button', { name: 'Kód létrehozása' }));
    expect(await within(form).findByText('A felső korlát: 1 és 100000 közötti értéket adjon meg.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Legfeljebb')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the code is taken, then the server’s sentence shows at the code field', async () => {
    const user = userEvent.setup();
    renderPromos(fakePromoServer({ promos: [promo()] }));
    await user.click(await screen.findByRole('button', { name: 'New code' }));
    const form = await dialog();
    await user.type(within(form).getByLabelText('Code'), 'Lunch20');
    await user.type(within(form).getByLabelText('Discount'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription('The code LUNCH20 is taken.'));
  });

  it('when a code is edited, then its code is read-only and Save sends the changed rules with PUT', async () => {
    const user = userEvent.setup();
    const { sent } = renderPromos(fakePromoServer({ promos: [promo()] }));
    await user.click(await screen.findByRole('button', { name: 'Edit LUNCH20' }));
    const form = await screen.findByRole('dialog', { name: 'Edit LUNCH20' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Code')).toHaveValue('LUNCH20');
    const total = within(form).getByLabelText('Uses in all');
    await user.clear(total);
    await user.type(total, '80');
    await user.click(within(form).getByRole('button', { name: 'Remove Window 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(sent, 'PUT', '/api/admin/promos/promo-lunch')[0]!.body).toEqual({ rules: { ...RULES, totalUses: 80, windows: [] } });
    expect(within(await codes()).getByRole('listitem')).toHaveTextContent('12 / 80');
    // Editing is not creating: no new-code box.
    expect(screen.queryByTestId('created-code')).not.toBeInTheDocument();
  });
});

describe('the promo codes page: the loyalty reward', () => {
  it('when loyalty is switched on and saved, then the settings are sent and the card says Saved', async () => {
    const user = userEvent.setup();
    const { sent } = renderPromos(fakePromoServer());
    const card = await screen.findByRole('region', { name: 'Loyalty reward' });
    expect(within(card).getByText(/personal one-time code/)).toBeInTheDocument();
    await user.click(await within(card).findByRole('switch', { name: 'Regulars get a reward' }));
    const every = within(card).getByLabelText('A reward after every');
    await user.clear(every);
    await user.type(every, '5');
    await user.click(within(card).getByRole('radio', { name: "The customer's average order" }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Saved.')).toBeInTheDocument();
    expect(requestsTo(sent, 'PUT', '/api/admin/loyalty')[0]!.body).toEqual({
      enabled: true,
      every: 5,
      reward: 'average',
      amount: 1500,
      validDays: 60,
    });
  });

  it('when a number is out of range, then its field says so in Hungarian and nothing is sent', async () => {
    await changeLanguage('hu');
    const user = userEvent.setup();
    const { sent } = renderPromos(fakePromoServer());
    const card = await screen.findByRole('region', { name: 'Hűségjutalom' });
    const every = await within(card).findByLabelText('Jutalom minden');
    await user.clear(every);
    await user.type(every, '1');
    await user.click(within(card).getByRole('button', { name: 'Mentés' }));
    expect(every).toHaveAccessibleDescription('A rendelések száma: 2 és 100 közötti értéket adjon meg.');
    expect(requestsTo(sent, 'PUT', '/api/admin/loyalty')).toHaveLength(0);
  });

  it('when the save fails, then the card says so in the server’s words', async () => {
    const user = userEvent.setup();
    renderPromos(fakePromoServer({ failures: { 'PUT /api/admin/loyalty': [{ status: 500, message: 'The database is away.' }] } }));
    const card = await screen.findByRole('region', { name: 'Loyalty reward' });
    await user.click(await within(card).findByRole('switch', { name: 'Regulars get a reward' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not save. The database is away.');
  });
});
