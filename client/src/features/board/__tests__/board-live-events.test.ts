import { DEFAULT_RESTAURANT_SETTINGS, type Order, type RestaurantStatus } from '@pizza/shared';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';

import { makeOrder, orderCreated, statusChanged } from '../../../test/order-event-fixtures';
import { restaurantStatusQueryKey } from '../../restaurant';
import { boardKeys } from '../api/board-keys';
import { activeAfterEvent, applyOrderEventToBoard, finishedTabOf, pagesWithFinishedOrder, refetchBoard } from '../live/apply-order-event';
import { applyShopEventToBoard } from '../live/apply-shop-event';

const minute = (m: number) => `2026-05-12T16:${String(m).padStart(2, '0')}:00.000Z`;
const placedAt = (orderId: string, m: number, overrides: Partial<Order> = {}) =>
  makeOrder({ orderId, orderSequence: `#Order-${orderId}`, createdAt: minute(m), ...overrides });

function boardCache(active: Order[], delivered: Order[][] = [[]], cancelled: Order[][] = [[]]): QueryClient {
  const client = new QueryClient();
  client.setQueryData(boardKeys.active(), active);
  client.setQueryData<InfiniteData<Order[], unknown>>(boardKeys.finished('delivered'), {
    pages: delivered,
    pageParams: delivered.map(() => undefined),
  });
  client.setQueryData<InfiniteData<Order[], unknown>>(boardKeys.finished('cancelled'), {
    pages: cancelled,
    pageParams: cancelled.map(() => undefined),
  });
  client.setQueryData(restaurantStatusQueryKey, { isOpen: true });
  return client;
}

const invalidated = (client: QueryClient) =>
  [boardKeys.active(), boardKeys.finished('delivered'), boardKeys.finished('cancelled'), restaurantStatusQueryKey]
    .filter((key) => client.getQueryState(key)?.isInvalidated)
    .map((key) => key.at(-1));

const activeIds = (client: QueryClient) =>
  client.getQueryData<Order[]>(boardKeys.active())?.map((order) => `${order.orderId}:${order.status}`);
const finishedIds = (client: QueryClient, tab: 'delivered' | 'cancelled') =>
  client.getQueryData<InfiniteData<Order[], unknown>>(boardKeys.finished(tab))?.pages.map((page) => page.map((order) => order.orderId));

describe('the Placed tab after a live event (pure)', () => {
  it('when a new order arrives that the tab does not have, then the tab needs the server copy (the event is only a summary)', () => {
    const orders = [placedAt('a', 1)];
    expect(activeAfterEvent(orders, orderCreated({ seq: 3, orderId: 'new' }))).toEqual({ orders, refetch: true });
    expect(activeAfterEvent(orders, orderCreated({ seq: 4, orderId: 'a' }))).toEqual({ orders, refetch: false });
  });

  it('when an order moves on within the kitchen, then its card is updated in place', () => {
    const [a, b] = [placedAt('a', 1), placedAt('b', 2)];
    const change = activeAfterEvent([a, b], statusChanged('PREPARING', 'PLACED', { seq: 5, orderId: 'b' }));
    expect(change.orders.map((order) => order.status)).toEqual(['PLACED', 'PREPARING']);
    expect(change.orders[0]).toBe(a);
    expect(change.refetch).toBe(false);
  });

  it('when an order is finished, then it leaves the tab and is handed over for its finished tab', () => {
    const a = placedAt('a', 1, { status: 'OUT_FOR_DELIVERY' });
    const change = activeAfterEvent([a], statusChanged('DELIVERED', 'OUT_FOR_DELIVERY', { seq: 6, orderId: 'a' }));
    expect(change.orders).toEqual([]);
    expect(change.finished?.status).toBe('DELIVERED');
  });

  it('when a change is about an active order the tab lacks, then it is fetched; a finished one it lacks is not its business', () => {
    expect(activeAfterEvent([], statusChanged('PREPARING', 'PLACED', { seq: 7, orderId: 'x' })).refetch).toBe(true);
    expect(activeAfterEvent([], statusChanged('CANCELLED', 'PLACED', { seq: 8, orderId: 'x' })).refetch).toBe(false);
  });

  it('when statuses finish, then DELIVERED and COMPLETED go to Delivered, CANCELLED to Cancelled', () => {
    expect([finishedTabOf('DELIVERED'), finishedTabOf('COMPLETED'), finishedTabOf('CANCELLED'), finishedTabOf('PREPARING')]).toEqual([
      'delivered',
      'delivered',
      'cancelled',
      undefined,
    ]);
  });
});

describe('a finished tab receiving an order (pure)', () => {
  const page = (...minutes: number[]) => minutes.map((m) => placedAt(`m${m}`, m));
  const ids = (pages: Order[][]) => pages.map((entries) => entries.map((order) => order.orderId));

  it('when the order was placed between loaded ones, then it goes where the server would list it (newest placed first)', () => {
    expect(ids(pagesWithFinishedOrder([page(50, 40), page(30, 20)], placedAt('new', 35), 2))).toEqual([
      ['m50', 'm40'],
      ['new', 'm30', 'm20'],
    ]);
    expect(ids(pagesWithFinishedOrder([page(50, 40)], placedAt('new', 55), 2))).toEqual([['new', 'm50', 'm40']]);
  });

  it('when it is older than everything loaded, then it is appended only if no older page exists', () => {
    expect(ids(pagesWithFinishedOrder([page(50, 40)], placedAt('old', 10), 5))).toEqual([['m50', 'm40', 'old']]);
    const full = [page(50, 40)];
    expect(pagesWithFinishedOrder(full, placedAt('old', 10), 2)).toBe(full);
  });

  it('when the tab already lists it, then the same pages come back', () => {
    const pages = [page(50, 40)];
    expect(pagesWithFinishedOrder(pages, placedAt('m40', 40))).toBe(pages);
  });
});

describe('live events in the board cache', () => {
  it('when a new order is created, then only the Placed tab is refetched (at once), nothing else', () => {
    const client = boardCache([placedAt('a', 1)]);
    applyOrderEventToBoard(client, orderCreated({ seq: 9, orderId: 'new' }));
    expect(invalidated(client)).toEqual(['active']);
  });

  it('when another staff member accepts an order, then the card changes status with no refetch', () => {
    const client = boardCache([placedAt('a', 1), placedAt('b', 2)]);
    applyOrderEventToBoard(client, statusChanged('PREPARING', 'PLACED', { seq: 10, orderId: 'a' }));
    expect(activeIds(client)).toEqual(['a:PREPARING', 'b:PLACED']);
    expect(invalidated(client)).toEqual([]);
  });

  it('when an order is delivered, then it moves from Placed to Delivered (counts follow), with no refetch', () => {
    const client = boardCache([placedAt('a', 30, { status: 'OUT_FOR_DELIVERY' })], [[placedAt('d1', 40), placedAt('d2', 20)]]);
    applyOrderEventToBoard(client, statusChanged('DELIVERED', 'OUT_FOR_DELIVERY', { seq: 11, orderId: 'a' }));
    expect(activeIds(client)).toEqual([]);
    expect(finishedIds(client, 'delivered')).toEqual([['d1', 'a', 'd2']]);
    expect(finishedIds(client, 'cancelled')).toEqual([[]]);
    expect(invalidated(client)).toEqual([]);
  });

  it('when an order is rejected, then it moves to Cancelled', () => {
    const client = boardCache([placedAt('a', 30)]);
    applyOrderEventToBoard(client, statusChanged('CANCELLED', 'PLACED', { seq: 12, orderId: 'a' }));
    expect(activeIds(client)).toEqual([]);
    expect(finishedIds(client, 'cancelled')).toEqual([['a']]);
  });

  it('when an order the board never had finishes, then that finished tab is refetched', () => {
    const client = boardCache([]);
    applyOrderEventToBoard(client, statusChanged('COMPLETED', 'READY_FOR_PICKUP', { seq: 13, orderId: 'x', orderType: 'PICKUP' }));
    expect(invalidated(client)).toEqual(['delivered']);
  });

  it('when the same event comes twice, then the second changes nothing', () => {
    const client = boardCache([placedAt('a', 30, { status: 'OUT_FOR_DELIVERY' })]);
    const event = statusChanged('DELIVERED', 'OUT_FOR_DELIVERY', { seq: 14, orderId: 'a' });
    applyOrderEventToBoard(client, event);
    applyOrderEventToBoard(client, event);
    expect(finishedIds(client, 'delivered')).toEqual([['a']]);
    expect(invalidated(client)).toEqual([]);
  });

  it('when the channel asks for a resync, then every board list and the restaurant status are refetched (events of either may be missed)', async () => {
    const client = boardCache([]);
    await refetchBoard(client);
    expect(invalidated(client)).toEqual(['active', 'delivered', 'cancelled', 'status']);
  });

  it("when the shop's status or the settings change, then the board's copies are replaced by the event's, and the lists stay", () => {
    const client = boardCache([placedAt('a', 1)]);
    const status: RestaurantStatus = {
      isOpen: false,
      reason: 'paused',
      pausedUntil: minute(45),
      nextOpening: minute(45),
      busyExtraMinutes: 15,
      services: { PICKUP: { isOpen: false }, DELIVERY: { isOpen: false } },
    };
    applyShopEventToBoard(client, { seq: 9, eventId: 'e9', occurredAt: minute(15), type: 'restaurant-status-changed', status });
    expect(client.getQueryData(restaurantStatusQueryKey)).toEqual(status);
    const settings = { ...DEFAULT_RESTAURANT_SETTINGS, prepMinutes: { PICKUP: 10, DELIVERY: 25 } };
    applyShopEventToBoard(client, { seq: 10, eventId: 'e10', occurredAt: minute(16), type: 'settings-changed', settings });
    expect(client.getQueryData(boardKeys.settings())).toEqual(settings);
    expect(activeIds(client)).toEqual(['a:PLACED']);
    expect(invalidated(client)).toEqual([]);
  });

  it('when a dish sells out on another tablet, then the Menu tab reads the menu again and the lists stay', () => {
    const client = boardCache([placedAt('a', 1)]);
    client.setQueryData(boardKeys.menu(), { items: [], extras: [] });
    const item = { kind: 'menuItem' as const, id: 'PIZ_011', name: 'Reine (medium)', available: false, soldOutSizes: ['MEDIUM', 'LARGE'] };
    applyShopEventToBoard(client, { seq: 12, eventId: 'e12', occurredAt: minute(17), type: 'menu-availability-changed', item });
    expect(client.getQueryState(boardKeys.menu())?.isInvalidated).toBe(true);
    expect(invalidated(client)).toEqual([]);
    expect(activeIds(client)).toEqual(['a:PLACED']);
  });

  it('when staff save the menu in the editor (menu-changed), then the Menu tab reads the menu again and the lists stay', () => {
    const client = boardCache([placedAt('a', 1)]);
    client.setQueryData(boardKeys.menu(), { items: [], extras: [] });
    const change = { kind: 'extra' as const, action: 'created' as const, ids: ['EXT_013'], name: 'Olives' };
    applyShopEventToBoard(client, { seq: 12, eventId: 'e12', occurredAt: minute(17), type: 'menu-changed', change });
    expect(client.getQueryState(boardKeys.menu())?.isInvalidated).toBe(true);
    expect(invalidated(client)).toEqual([]);
    expect(activeIds(client)).toEqual(['a:PLACED']);
  });

  it('when an order event comes through the shop-wide entry, then the card moves as with applyOrderEventToBoard', () => {
    const client = boardCache([placedAt('a', 1)]);
    applyShopEventToBoard(client, statusChanged('PREPARING', 'PLACED', { seq: 11, orderId: 'a' }));
    expect(activeIds(client)).toEqual(['a:PREPARING']);
  });
});
