import { randomUUID } from 'node:crypto';

import type { EventLog } from '../platform';

/**
 * Appends one `order-created` for a made-up order the way the orders service does (its own
 * transaction; the log tells the followers) and answers its seq: for tests of the log's followers.
 */
export async function appendOrderCreated(log: Pick<EventLog, 'transaction' | 'append'>, userId: string): Promise<number> {
  const order = {
    orderId: randomUUID(),
    orderSequence: '#Order-0001',
    status: 'PLACED',
    orderType: 'PICKUP',
    totalPrice: 4999,
    customerName: 'x',
  } as const;
  const staged = await log.transaction(async (session) => log.append(session, { type: 'order-created', order, userId }));
  return staged.logged.event.seq;
}
