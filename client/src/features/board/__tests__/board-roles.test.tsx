import '../../../test/setup';
import type { StaffRole } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// No server answers in jsdom: the live channel's sockets are driven by the tests (none connects by itself).
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());

/** The board as a member of `role` sees it (docs/product/screens.md#staff-navigation-and-roles), with one order in the kitchen. */
async function boardAs(role: StaffRole) {
  signInStaff();
  const cooking = order({ status: 'PREPARING', orderType: 'DELIVERY' });
  stubBoardServer(fakeServer({ role, active: [cooking] }));
  renderBoard();
  const card = (await screen.findAllByRole('article'))[0] as HTMLElement;
  return { card, user: userEvent.setup() };
}

const optionsOf = (card: HTMLElement) =>
  within(within(card).getByRole('combobox', { name: 'Status' }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));

describe('the board per role', () => {
  it('when a manager has an accepted order, then Cancelled is among its moves', async () => {
    const { card } = await boardAs('MANAGER');
    await waitFor(() => expect(optionsOf(card)).toContain('CANCELLED'));
  });

  it('when a cook has an accepted order, then they may move it on but not cancel it', async () => {
    const { card } = await boardAs('KITCHEN');
    // Wait for the role: the cook's moves are known once it arrived.
    await screen.findByRole('tab', { name: /^Menu/ });
    expect(optionsOf(card)).toEqual(['PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED']);
  });

  it("when a cook opens Settings, then only this device's push is there: no times, opening hours or failed mails", async () => {
    const { user } = await boardAs('KITCHEN');
    await user.click(await screen.findByRole('tab', { name: /^Settings/ }));
    const panel = screen.getByRole('tabpanel', { name: /^Settings/ });
    expect(within(panel).queryByRole('form', { name: 'Times' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'Opening hours' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Customer e-mails that failed' })).not.toBeInTheDocument();
  });

  it('when an owner opens Settings, then the times and opening hours are there', async () => {
    const { user } = await boardAs('OWNER');
    await user.click(await screen.findByRole('tab', { name: /^Settings/ }));
    expect(await screen.findByRole('form', { name: 'Times' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Opening hours' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer e-mails that failed' })).toBeInTheDocument();
  });

  it('when a cook has the board open, then the top of the board has no link to the integrations (their webhooks are not asked for)', async () => {
    signInStaff();
    const sent = stubBoardServer(fakeServer({ role: 'KITCHEN', active: [order()] }));
    renderBoard();
    await screen.findByRole('tab', { name: /^Menu/ });
    expect(sent.some((request) => request.url.pathname.startsWith('/api/integrations'))).toBe(false);
  });

  it.each(['OWNER', 'MANAGER'] as const)(
    'when a %s has the board open, then its top has Find an order, which leads to the order search',
    async (role) => {
      const { user } = await boardAs(role);
      const link = await screen.findByRole('link', { name: 'Find an order' });
      expect(link).toHaveAttribute('href', '/admin/orders');
      await user.click(link);
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/orders');
    },
  );

  it('when a cook has the board open, then there is no Find an order (reports are not theirs)', async () => {
    await boardAs('KITCHEN');
    // The role is known once the Menu tab (menu.soldOut) is there.
    await screen.findByRole('tab', { name: /^Menu/ });
    expect(screen.queryByRole('link', { name: 'Find an order' })).not.toBeInTheDocument();
  });
});
