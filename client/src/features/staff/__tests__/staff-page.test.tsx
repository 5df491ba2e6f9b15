import '../../../test/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { StaffPanel } from '../index';
import { fakeStaffServer, type FakeStaffServer, member, renderStaffRoutes, requestsTo, resetStaffState } from './staff-support';

beforeEach(() => resetStaffState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

function renderPanel(server: FakeStaffServer) {
  return renderStaffRoutes(server, [{ path: '/admin/staff', element: <StaffPanel /> }], '/admin/staff');
}

const card = (name: string) => screen.findByRole('article', { name });
/** A member card's value by its label ('Role' -> 'Kitchen'). */
const field = (article: HTMLElement, label: string) => within(article).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the staff page: the list', () => {
  it('when members exist, then each shows name, e-mail, role, state, last seen as relative time and push devices', async () => {
    const seen = new Date(Date.now() - 5 * 60_000).toISOString();
    renderPanel(
      fakeStaffServer({
        members: [
          member({
            name: 'Kiss Péter',
            email: 'peter@example.com',
            role: 'KITCHEN',
            lastSeenAt: seen,
            pushDevices: [{ label: 'Kitchen tablet', createdAt: seen }],
          }),
          member({
            name: 'Nagy Éva',
            email: 'eva@example.com',
            role: 'COURIER',
            state: 'invited',
            invitationExpiresAt: '2099-03-15T09:00:00.000Z',
          }),
          member({ name: 'Old Hand', role: 'MANAGER', state: 'deactivated' }),
        ],
      }),
    );
    const peter = await card('Kiss Péter');
    expect(within(peter).getByText('peter@example.com')).toBeInTheDocument();
    expect(field(peter, 'Role')).toHaveTextContent('Kitchen');
    expect(within(peter).getByText('Active')).toBeInTheDocument();
    expect(within(peter).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(peter).getByText('Kitchen tablet')).toBeInTheDocument();

    const eva = screen.getByRole('article', { name: 'Nagy Éva' });
    expect(within(eva).getByText('Invited')).toBeInTheDocument();
    expect(within(eva).getByText('never')).toBeInTheDocument();
    expect(within(eva).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Old Hand' })).getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('when an invitation link ran out, then the member says so and offers to resend it', async () => {
    renderPanel(
      fakeStaffServer({ members: [member({ name: 'Late Larry', state: 'invited', invitationExpiresAt: '2020-01-01T09:00:00.000Z' })] }),
    );
    expect(within(await card('Late Larry')).getByText('Invitation expired')).toBeInTheDocument();
  });

  it('when there is nobody yet, then the list says so', async () => {
    renderPanel(fakeStaffServer());
    expect(await screen.findByText('Nobody here yet: invite your first colleague above.')).toBeInTheDocument();
  });

  it("when the list cannot be loaded, then the server's message shows and Try again loads it", async () => {
    const server = fakeStaffServer({ failures: { 'GET /api/staff': { status: 400, message: 'Bad request' } } });
    renderPanel(server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the staff. Bad request');
    server.failures = {};
    server.members = [member({ name: 'Back Again' })];
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Back Again')).toBeInTheDocument();
  });
});

describe('the staff page: inviting', () => {
  it('when the owner invites a cook, then the invitation is sent with the staff token and the cook joins the list as invited', async () => {
    const user = userEvent.setup();
    const { sent } = renderPanel(fakeStaffServer());
    await screen.findByText(/Nobody here yet/);
    await user.type(screen.getByLabelText('E-mail'), 'cook@example.com');
    await user.type(screen.getByLabelText('Name'), 'Szabó Kata');
    const roles = screen.getByRole('group', { name: 'Role' });
    expect(within(roles).getByRole('radio', { name: 'Courier' })).toHaveAccessibleDescription(
      'Only delivery orders on the road, and marking them delivered.',
    );
    await user.click(within(roles).getByRole('radio', { name: 'Kitchen' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Invitation sent to cook@example.com. The link works for 72 hours.');
    expect(within(await card('Szabó Kata')).getByText('Invited')).toBeInTheDocument();
    expect(requestsTo(sent, 'POST /api/staff/invitations')).toEqual([
      expect.objectContaining({
        authorization: 'Bearer staff-jwt',
        body: { email: 'cook@example.com', name: 'Szabó Kata', role: 'KITCHEN' },
      }),
    ]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
  });

  it('when the e-mail or name is missing, then nothing is sent and the fields say what is wrong', async () => {
    const user = userEvent.setup();
    const { sent } = renderPanel(fakeStaffServer());
    await screen.findByText(/Nobody here yet/);
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter their name.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(requestsTo(sent, 'POST /api/staff/invitations')).toHaveLength(0);
  });

  it('when the server refuses the invitation, then its message shows under the form', async () => {
    const user = userEvent.setup();
    renderPanel(
      fakeStaffServer({
        failures: { 'POST /api/staff/invitations': { status: 409, message: 'This e-mail already belongs to a staff member' } },
      }),
    );
    await screen.findByText(/Nobody here yet/);
    await user.type(screen.getByLabelText('E-mail'), 'taken@example.com');
    await user.type(screen.getByLabelText('Name'), 'Taken');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail already belongs to a staff member');
  });
});

describe('the staff page: invitations', () => {
  it('when the owner resends an invitation, then the resend is asked for and the page says a new link went out', async () => {
    const user = userEvent.setup();
    const eva = member({ name: 'Nagy Éva', email: 'eva@example.com', state: 'invited' });
    const { sent } = renderPanel(fakeStaffServer({ members: [eva] }));
    await user.click(within(await card('Nagy Éva')).getByRole('button', { name: 'Resend invitation' }));
    expect(await screen.findByText('A new link went to eva@example.com.')).toBeInTheDocument();
    expect(requestsTo(sent, `POST /api/staff/invitations/${eva.id}/resend`)).toHaveLength(1);
  });

  it('when the owner withdraws an invitation, then it is asked once more, Escape backs out, and confirming removes it', async () => {
    const user = userEvent.setup();
    const eva = member({ name: 'Nagy Éva', state: 'invited' });
    const { sent } = renderPanel(fakeStaffServer({ members: [eva] }));
    await user.click(within(await card('Nagy Éva')).getByRole('button', { name: 'Withdraw invitation' }));
    expect(screen.getByRole('group', { name: 'Withdraw the invitation of Nagy Éva? The link stops working at once.' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: /Withdraw the invitation/ })).not.toBeInTheDocument();
    expect(requestsTo(sent, `DELETE /api/staff/invitations/${eva.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw invitation' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Nagy Éva' })).not.toBeInTheDocument());
    expect(requestsTo(sent, `DELETE /api/staff/invitations/${eva.id}`)).toHaveLength(1);
  });
});

describe('the staff page: roles and deactivation', () => {
  it('when the owner changes a role, then it is confirmed with what the role allows and sent with the version the page showed', async () => {
    const user = userEvent.setup();
    const peter = member({ name: 'Kiss Péter', role: 'KITCHEN', version: 3 });
    const { sent } = renderPanel(fakeStaffServer({ members: [peter] }));
    await user.selectOptions(within(await card('Kiss Péter')).getByLabelText('Role of Kiss Péter'), 'MANAGER');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(screen.getByRole('group', { name: /^Make Kiss Péter Manager\? The board, cancelling/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, change it' }));
    await waitFor(async () => expect(field(await card('Kiss Péter'), 'Role')).toHaveTextContent('Manager'));
    expect(requestsTo(sent, `PATCH /api/staff/${peter.id}`)).toEqual([expect.objectContaining({ body: { version: 3, role: 'MANAGER' } })]);
  });

  it('when the owner deactivates a member, then the question names them and says they are signed out at once on every device', async () => {
    const user = userEvent.setup();
    const peter = member({ name: 'Kiss Péter', version: 1 });
    const { sent } = renderPanel(fakeStaffServer({ members: [peter] }));
    await user.click(within(await card('Kiss Péter')).getByRole('button', { name: 'Deactivate' }));
    const question = screen.getByRole('group', { name: /^Deactivate Kiss Péter\? They are signed out at once on every device/ });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Yes, deactivate' }));
    expect(await within(await card('Kiss Péter')).findByText('Deactivated')).toBeInTheDocument();
    expect(requestsTo(sent, `PATCH /api/staff/${peter.id}`)).toEqual([expect.objectContaining({ body: { version: 1, active: false } })]);
  });

  it('when the signed-in owner looks at their own row, then they cannot deactivate themselves', async () => {
    renderPanel(fakeStaffServer({ members: [member({ id: 'member-owner', name: 'The Owner', role: 'OWNER' })] }));
    const own = await card('The Owner');
    await waitFor(() => expect(within(own).getByRole('heading')).toHaveTextContent('The Owner (you)'));
    expect(within(own).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('when someone else changed the member meanwhile, then the list reloads and the page says so', async () => {
    const user = userEvent.setup();
    const peter = member({ name: 'Kiss Péter', version: 1 });
    const server = fakeStaffServer({ members: [peter] });
    server.beforePatch = (now) => {
      now.members = now.members.map((one) => ({ ...one, role: 'COURIER', version: 2 }));
      now.beforePatch = undefined;
    };
    renderPanel(server);
    await user.click(within(await card('Kiss Péter')).getByRole('button', { name: 'Deactivate' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed Kiss Péter meanwhile: the list now shows what is stored. Try again if it is still needed.',
    );
    expect(field(screen.getByRole('article', { name: 'Kiss Péter' }), 'Role')).toHaveTextContent('Courier');
  });

  it("when the change would leave the shop without an owner, then the server's message shows", async () => {
    const user = userEvent.setup();
    const owner = member({ id: 'member-owner', name: 'The Owner', role: 'OWNER', version: 4 });
    renderPanel(
      fakeStaffServer({
        members: [owner],
        failures: { [`PATCH /api/staff/${owner.id}`]: { status: 409, message: 'The shop needs at least one owner', code: 'LAST_OWNER' } },
      }),
    );
    await user.selectOptions(within(await card('The Owner')).getByLabelText('Role of The Owner'), 'KITCHEN');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await user.click(screen.getByRole('button', { name: 'Yes, change it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop needs at least one owner');
  });

  it('when the reader reads Hungarian, then the page and its questions do too', async () => {
    await i18n.changeLanguage('hu');
    const user = userEvent.setup();
    renderPanel(fakeStaffServer({ members: [member({ name: 'Kiss Péter' })] }));
    await user.click(within(await card('Kiss Péter')).getByRole('button', { name: 'Letiltás' }));
    expect(screen.getByRole('group', { name: /^Letiltod Kiss Péter fiókját\? Azonnal kijelentkezik minden eszközén/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Munkatárs meghívása' })).toBeInTheDocument();
  });
});
