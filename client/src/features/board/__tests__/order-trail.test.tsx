import '../../../test/setup';
import type { AuditEntry } from '@pizza/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fakeServer, type FakeServer, order, renderBoard, resetBoardState, signInStaff, stubBoardServer } from './board-support';

// No server answers in jsdom: the board's live channel gets a socket that never connects by itself.
jest.mock('../../../lib/order-channel/open-socket', () => jest.requireActual('../../../test/fake-order-socket'));

beforeEach(() => resetBoardState());

const step = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: `entry-${overrides.at}`,
  at: '2026-03-12T09:00:00.000Z',
  action: 'order.status',
  actorId: 'member-anna',
  actorName: 'Kovács Anna',
  actorRole: 'MANAGER',
  ...overrides,
});

async function openBoard(server: FakeServer) {
  signInStaff();
  const sent = stubBoardServer(server);
  renderBoard();
  return { sent, card: await screen.findByRole('article', { name: server.active[0]?.orderSequence }) };
}
const trailReads = (sent: Array<{ method: string; url: URL }>) => sent.filter((request) => request.url.pathname.startsWith('/api/audit/'));

describe("an order card's History", () => {
  it('when History is opened, then the trail is read with the staff token and lists who did what, oldest first', async () => {
    const placed = order({ orderType: 'DELIVERY', status: 'OUT_FOR_DELIVERY' });
    const server = fakeServer({
      active: [placed],
      trails: {
        // The server may answer newest first: the card still reads from the first step on.
        [placed.orderId]: [
          step({
            at: '2026-03-12T09:20:00.000Z',
            actorName: 'Szabó Béla',
            actorRole: 'KITCHEN',
            before: { status: 'PREPARING' },
            after: { status: 'OUT_FOR_DELIVERY' },
          }),
          step({
            at: '2026-03-12T09:00:00.000Z',
            action: 'order.accepted',
            before: { status: 'PLACED' },
            after: { status: 'PREPARING', prepMinutes: 20 },
          }),
        ],
      },
    });
    const { sent, card } = await openBoard(server);
    const history = within(card).getByRole('button', { name: 'History' });
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(trailReads(sent)).toHaveLength(0);

    await userEvent.click(history);
    expect(history).toHaveAttribute('aria-expanded', 'true');
    const trail = await within(card).findByRole('list', { name: `History of ${placed.orderSequence}` });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Accepted an order · New → Preparing · prep time (min): 2012 Mar 2026, 10:00 · Kovács Anna (Manager)',
      "Changed an order's status · Preparing → Out for Delivery12 Mar 2026, 10:20 · Szabó Béla (Kitchen)",
    ]);
    expect(trailReads(sent)).toEqual([expect.objectContaining({ authorization: 'Bearer staff-jwt' })]);
    expect(trailReads(sent)[0]?.url.pathname).toBe(`/api/audit/orders/${placed.orderId}`);
  });

  it('when History is used from the keyboard, then Enter opens it and Space closes it again', async () => {
    const placed = order({ status: 'PREPARING' });
    const { card } = await openBoard(fakeServer({ active: [placed] }));
    const history = within(card).getByRole('button', { name: 'History' });
    history.focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(card).findByText('No staff action recorded for this order yet.')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(history).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('No staff action recorded for this order yet.')).not.toBeInTheDocument();
  });

  it("when the trail cannot be read, then the server's message is shown and Try again reads it again", async () => {
    const placed = order({ status: 'PREPARING' });
    const server = fakeServer({ active: [placed], trailAnswer: { status: 503, message: 'The database is not reachable' } });
    const { sent, card } = await openBoard(server);
    await userEvent.click(within(card).getByRole('button', { name: 'History' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not load the history. The database is not reachable');

    delete server.trailAnswer;
    server.trails = { [placed.orderId]: [step({ action: 'order.eta', after: { estimatedReadyAt: '2026-03-12T10:00:00.000Z' } })] };
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText("Changed an order's estimate · ready by: 12 Mar 2026, 11:00")).toBeInTheDocument();
    await waitFor(() => expect(trailReads(sent)).toHaveLength(2));
  });
});
