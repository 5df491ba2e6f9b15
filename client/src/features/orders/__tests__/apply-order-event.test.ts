import type { Order } from '@pizza/shared';
import { QueryClient } from '@tanstack/react-query';

import { makeOrder, orderCreated, statusChanged } from '../../../test/order-event-fixtures';
import { orderQueryKeys } from '../api/order-query-keys';
import { applyOrderEventToOrders, listWithOrderEvent, refetchCustomerOrders } from '../live/apply-order-event';

const EMAIL = 'anna@example.com';
const detailKey = orderQueryKeys.detail(EMAIL, 'order-1');
const listKey = orderQueryKeys.list(EMAIL);

function cacheWith(detail?: Order, list?: Order[]): QueryClient {
  const client = new QueryClient();
  if (detail) client.setQueryData(detailKey, detail);
  if (list) client.setQueryData(listKey, list);
  return client;
}

describe("live events in the customer's order caches", () => {
  it('when a status change arrives, then the order page query gets the status and the moment, with no refetch', () => {
    const client = cacheWith(makeOrder());
    const event = statusChanged('PREPARING', 'PLACED', { seq: 5, occurredAt: '2026-05-12T16:12:00.000Z' });
    applyOrderEventToOrders(client, EMAIL, event);
    const order = client.getQueryData<Order>(detailKey);
    expect(order?.status).toBe('PREPARING');
    expect(order?.statusHistory.at(-1)).toEqual({ status: 'PREPARING', at: '2026-05-12T16:12:00.000Z' });
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(false);
  });

  it('when order-released arrives, then the waiting order for later gets its release on the page and in My Orders, with no refetch', () => {
    const scheduled = makeOrder({ scheduledFor: '2026-05-12T17:30:00.000Z', releaseAt: '2026-05-12T17:00:00.000Z' });
    const client = cacheWith(scheduled, [scheduled]);
    const created = orderCreated({ seq: 7, occurredAt: '2026-05-12T17:00:00.000Z' });
    const event = {
      ...created,
      type: 'order-released' as const,
      order: {
        ...created.order,
        scheduledFor: scheduled.scheduledFor,
        releaseAt: scheduled.releaseAt,
        releasedAt: '2026-05-12T17:00:00.000Z',
      },
    };
    applyOrderEventToOrders(client, EMAIL, event);
    expect(client.getQueryData<Order>(detailKey)?.releasedAt).toBe('2026-05-12T17:00:00.000Z');
    expect(client.getQueryData<Order[]>(listKey)?.[0]?.releasedAt).toBe('2026-05-12T17:00:00.000Z');
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(false);
  });

  it('when a status change arrives, then My Orders updates that order in place and leaves the others alone', () => {
    const other = makeOrder({ orderId: 'order-2', orderSequence: '#Order-0002' });
    const client = cacheWith(undefined, [other, makeOrder()]);
    applyOrderEventToOrders(client, EMAIL, statusChanged('OUT_FOR_DELIVERY', 'PLACED', { seq: 6 }));
    const list = client.getQueryData<Order[]>(listKey);
    expect(list?.map((order) => order.status)).toEqual(['PLACED', 'OUT_FOR_DELIVERY']);
    expect(list?.[0]).toBe(other);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
  });

  it('when an older event is replayed after a fresh fetch, then nothing moves backwards', () => {
    const fresh = makeOrder({ status: 'DELIVERED' });
    const client = cacheWith(fresh, [fresh]);
    applyOrderEventToOrders(client, EMAIL, statusChanged('PREPARING', 'PLACED', { seq: 2 }));
    expect(client.getQueryData(detailKey)).toBe(fresh);
    expect(client.getQueryData<Order[]>(listKey)?.[0]).toBe(fresh);
  });

  it('when My Orders does not have the order yet (placed in another tab), then the list is refetched', () => {
    const client = cacheWith(undefined, [makeOrder({ orderId: 'order-2' })]);
    applyOrderEventToOrders(client, EMAIL, orderCreated({ seq: 7, orderId: 'order-9' }));
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('when a fetch of the order is under way, then it is marked for a fresh one (its answer may predate the change)', () => {
    const client = cacheWith(makeOrder());
    void client.fetchQuery({ queryKey: detailKey, queryFn: () => new Promise<Order>(() => undefined), staleTime: 0 });
    applyOrderEventToOrders(client, EMAIL, statusChanged('PREPARING', 'PLACED', { seq: 5 }));
    expect(client.getQueryData<Order>(detailKey)?.status).toBe('PREPARING');
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
  });

  it('when the channel asks for a resync, then every order query of this customer is refetched, no one else’s', async () => {
    const client = cacheWith(makeOrder(), [makeOrder()]);
    client.setQueryData(orderQueryKeys.list('bela@example.com'), []);
    await refetchCustomerOrders(client, EMAIL);
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(orderQueryKeys.list('bela@example.com'))?.isInvalidated).toBe(false);
  });

  it('when nothing in a list changes, then the same array comes back (no re-render)', () => {
    const list = [makeOrder({ status: 'PREPARING' })];
    expect(listWithOrderEvent(list, statusChanged('PREPARING', 'PLACED', { seq: 3 }))).toBe(list);
  });
});
