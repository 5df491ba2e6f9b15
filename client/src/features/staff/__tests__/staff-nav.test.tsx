import '../../../test/setup';
import { STAFF_ROLES, type StaffRole } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { i18n } from '../../../lib/i18n';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { staffSelf } from '../../../test/staff-self';
import { StaffFrame, staffHomePath, staffNavItemsFor } from '../index';
import { fakeStaffServer, renderStaffRoutes, resetStaffState } from './staff-support';

beforeEach(() => resetStaffState());
afterEach(async () => {
  jest.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** What each role sees in the bar, in its order (docs/product/screens.md#staff-navigation-and-roles). */
const EXPECTED: Record<StaffRole, string[]> = {
  OWNER: ['Orders board', 'Reports', 'Find an order', 'Menu', 'Promo codes', 'Staff', 'Audit log', 'Legal pages', 'Integrations'],
  MANAGER: ['Orders board', 'Reports', 'Find an order', 'Menu', 'Promo codes'],
  KITCHEN: ['Orders board'],
  COURIER: ['Deliveries'],
};

function framePage(path: string, allows: (permissions: readonly string[]) => boolean, redirectWhenRefused = false) {
  return {
    path,
    element: (
      <StaffFrame title="Test page" allows={allows} redirectWhenRefused={redirectWhenRefused}>
        <p>page content</p>
      </StaffFrame>
    ),
  };
}

const anyone = () => true;

describe('the staff navigation', () => {
  it.each(STAFF_ROLES)('when a %s is signed in, then the bar shows exactly the pages the matrix gives that role', async (role) => {
    renderStaffRoutes(fakeStaffServer({ role }), [framePage('/admin/test', anyone)], '/admin/test');
    const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(EXPECTED[role]);
  });

  it('derives the entries from the permissions alone: whoever sees the board does not get Deliveries besides', () => {
    const keys = (role: StaffRole) => staffNavItemsFor(staffSelf(role).permissions).map((item) => item.key);
    expect(keys('OWNER')).toEqual(['board', 'reports', 'orders', 'menu', 'promos', 'staff', 'audit', 'legal', 'integrations']);
    expect(keys('MANAGER')).toEqual(['board', 'reports', 'orders', 'menu', 'promos']);
    expect(keys('KITCHEN')).toEqual(['board']);
    expect(keys('COURIER')).toEqual(['deliveries']);
    expect(staffHomePath(staffSelf('COURIER').permissions)).toBe('/admin/deliveries');
    expect(staffHomePath([])).toBeUndefined();
  });

  it('when the current page is in the bar, then its link is marked as the current page and the bar leads to the others', async () => {
    renderStaffRoutes(fakeStaffServer(), [framePage('/admin/staff', anyone)], '/admin/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders board' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit');
  });

  it('when the reader reads Hungarian, then the bar does too', async () => {
    await i18n.changeLanguage('hu');
    renderStaffRoutes(fakeStaffServer(), [framePage('/admin/test', anyone)], '/admin/test');
    const nav = await screen.findByRole('navigation', { name: 'Személyzeti oldalak' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rendelések', 'Kimutatások', 'Rendelés keresése', 'Étlap', 'Kuponok', 'Személyzet', 'Napló', 'Jogi oldalak', 'Integrációk']);
  });
});

describe('the role guard', () => {
  it('when a kitchen member opens an owner page, then it says it is not for their role, links to what they may open, and the page stays shut', async () => {
    renderStaffRoutes(
      fakeStaffServer({ role: 'KITCHEN' }),
      [framePage('/admin/staff', (permissions) => permissions.includes('staff.manage'))],
      '/admin/staff',
    );
    expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Orders board' })).toHaveAttribute('href', '/admin');
  });

  it('when a courier lands on the board, then they are sent to their deliveries', async () => {
    renderStaffRoutes(
      fakeStaffServer({ role: 'COURIER' }),
      [framePage('/admin', (permissions) => permissions.includes('orders.view'), true)],
      '/admin',
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/deliveries'));
  });

  it('when the role allows the page, then it shows, with the page title in the bar', async () => {
    renderStaffRoutes(
      fakeStaffServer({ role: 'MANAGER' }),
      [framePage('/admin', (permissions) => permissions.includes('orders.view'))],
      '/admin',
    );
    expect(await screen.findByText('page content')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Test page' })).toBeInTheDocument();
  });

  it('when there is no staff session, then the page goes to /adminLogin without asking anything', async () => {
    const { sent } = renderStaffRoutes(fakeStaffServer(), [framePage('/admin/staff', anyone)], '/admin/staff', false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/adminLogin'));
    expect(sent).toHaveLength(0);
  });

  it('when the role cannot be checked, then the page says so and Try again asks again', async () => {
    const server = fakeStaffServer({ failures: { 'GET /api/staff/me': { status: 503, message: 'The database is not reachable' } } });
    renderStaffRoutes(server, [framePage('/admin/test', anyone)], '/admin/test');
    // A server error is asked twice more (it may pass) before the page says so.
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'Could not check your role. The database is not reachable',
    );
    server.failures = {};
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page content')).toBeInTheDocument();
  }, 15_000);

  it('when the member is deactivated while the page is open, then the next check signs them out and the page goes to /adminLogin', async () => {
    const server = fakeStaffServer({ role: 'KITCHEN' });
    renderStaffRoutes(server, [framePage('/admin', anyone)], '/admin');
    expect(await screen.findByText('page content')).toBeInTheDocument();
    // The owner deactivates them: the server refuses their token from now on.
    server.meStatus = 401;
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/adminLogin'), { timeout: 8000 });
    expect(useStaffAuthStore.getState().token).toBeNull();
  }, 15_000);
});
