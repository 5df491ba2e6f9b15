/**
 * The Settings tab's "Order for later" (docs/product/scheduled-orders.md#settings): what is stored
 * loads into the form, the shared schema's messages sit by their fields, Save sends the whole
 * settings, a server refusal's message sits by the field it names, and only shop.settings sees it.
 */
import '../../../test/setup';
import { DEFAULT_SCHEDULING_SETTINGS, type StaffRole } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeServer, type FakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());

async function openSettings(server: FakeServer) {
  signInStaff();
  const sent = stubBoardServer({ ...server, active: [order()] });
  renderBoard();
  await screen.findAllByRole('article');
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: /^Settings/ }));
  return { sent, user };
}

const puts = (sent: ReturnType<typeof stubBoardServer>) =>
  sent.filter((request) => request.method === 'PUT' && request.url.pathname === '/api/restaurant/scheduling');

describe('Order for later settings', () => {
  it('when opened, then the stored settings are in the form, rules included', async () => {
    const scheduling = {
      ...DEFAULT_SCHEDULING_SETTINGS,
      enabled: false,
      daysAhead: 4,
      slotMinutes: 30 as const,
      capacity: { PICKUP: 6, DELIVERY: 3 },
      rules: [{ service: 'DELIVERY' as const, dayOfWeek: 'Saturday' as const, from: '18:00', to: '21:00', capacity: 1 }],
    };
    await openSettings(fakeServer({ scheduling }));
    const form = await screen.findByRole('form', { name: 'Order for later' });

    expect(within(form).getByRole('switch', { name: 'Customers may order for later' })).not.toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: 'Days ahead (after today)' })).toHaveValue(4);
    expect(within(form).getByRole('combobox', { name: 'Time slots' })).toHaveValue('30');
    expect(within(form).getByRole('spinbutton', { name: 'Pickup' })).toHaveValue(6);
    expect(within(form).getByRole('spinbutton', { name: 'Delivery' })).toHaveValue(3);
    const rule = within(form).getByRole('group', { name: 'Rule 1' });
    expect(within(rule).getByRole('combobox', { name: 'Service' })).toHaveValue('DELIVERY');
    expect(within(rule).getByRole('combobox', { name: 'Day' })).toHaveValue('Saturday');
    expect(within(rule).getByRole('textbox', { name: 'From' })).toHaveValue('18:00');
    expect(within(rule).getByRole('textbox', { name: 'To' })).toHaveValue('21:00');
    expect(within(rule).getByRole('spinbutton', { name: 'Limit' })).toHaveValue(1);
  });

  it('when a field is invalid, then its message is next to it and nothing is sent; fixed, Save sends the settings and says Saved', async () => {
    const { sent, user } = await openSettings(fakeServer());
    const form = await screen.findByRole('form', { name: 'Order for later' });
    const days = within(form).getByRole('spinbutton', { name: 'Days ahead (after today)' });
    await user.clear(days);
    await user.type(days, '9');
    await user.click(within(form).getByRole('button', { name: 'Add a rule' }));
    const rule = within(form).getByRole('group', { name: 'Rule 1' });
    const to = within(rule).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '17:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(days).toHaveAccessibleDescription('Days ahead must be between 0 and 7.');
    expect(to).toHaveAccessibleDescription('A rule’s end must be after its start on the same day.');
    expect(puts(sent)).toEqual([]);

    await user.clear(days);
    await user.type(days, '3');
    await user.clear(to);
    await user.type(to, '20:00');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Time slots' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
    expect(puts(sent).map((request) => request.body)).toEqual([
      {
        ...DEFAULT_SCHEDULING_SETTINGS,
        daysAhead: 3,
        slotMinutes: 20,
        rules: [{ service: 'DELIVERY', dayOfWeek: 'Friday', from: '18:00', to: '20:00', capacity: 2 }],
      },
    ]);
  });

  it('when the server refuses with a 400, then its message sits by the field its details name', async () => {
    const message = 'The pickup limit must be between 0 and 100 orders.';
    const { user } = await openSettings(
      fakeServer({ schedulingAnswer: { status: 400, message, details: [{ code: 'too_big', path: ['capacity', 'PICKUP'], message }] } }),
    );
    const form = await screen.findByRole('form', { name: 'Order for later' });
    const pickup = within(form).getByRole('spinbutton', { name: 'Pickup' });
    await user.clear(pickup);
    await user.type(pickup, '8');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(pickup).toHaveAccessibleDescription(message));
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Saved.')).toBeNull();
  });

  it.each<[StaffRole, boolean]>([
    ['KITCHEN', false],
    ['MANAGER', true],
  ])('when a %s opens Settings, then the form is there: %s (nothing is loaded otherwise)', async (role, shown) => {
    const { sent } = await openSettings(fakeServer({ role }));
    const panel = screen.getByRole('tabpanel', { name: /^Settings/ });
    if (shown) expect(await within(panel).findByRole('form', { name: 'Order for later' })).toBeInTheDocument();
    else {
      await within(panel).findByRole('heading', { name: 'Push notifications on your devices' });
      expect(within(panel).queryByRole('form', { name: 'Order for later' })).toBeNull();
      expect(sent.some((request) => request.url.pathname === '/api/restaurant/scheduling')).toBe(false);
    }
  });
});
