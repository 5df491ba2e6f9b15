/** The harness's own connection to the database (not through any proxy): setup, and the state the checker judges. */
import type { OrderStatus, OrderType } from '@pizza/shared';
import mongoose from 'mongoose';

import type { DatabaseState, LoggedRow } from './checker';

export async function connectHarness(uri: string): Promise<void> {
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 30_000 });
}

export const disconnectHarness = () => mongoose.disconnect();

const collection = (name: string) => mongoose.connection.collection(name);

type RawEvent = {
  seq: number;
  type: string;
  orderId?: string;
  userId?: unknown;
  payload: { order?: { status: OrderStatus }; by?: string };
};

/** Events with seq <= upTo (all of them by default), in seq order. */
export async function readLog(upTo = Number.MAX_SAFE_INTEGER): Promise<LoggedRow[]> {
  const raw = await collection('order_events')
    .find({ seq: { $lte: upTo } }, { sort: { seq: 1 } })
    .toArray();
  return (raw as unknown as RawEvent[]).map((e) => ({
    seq: e.seq,
    type: e.type,
    ...(e.orderId ? { orderId: e.orderId } : {}),
    ...(e.userId ? { userId: String(e.userId) } : {}),
    ...(e.payload.order ? { status: e.payload.order.status } : {}),
    ...(e.payload.by ? { by: e.payload.by } : {}),
  }));
}

export async function latestLoggedSeq(): Promise<number> {
  const [newest] = await collection('order_events')
    .find({}, { sort: { seq: -1 }, limit: 1, projection: { seq: 1 } })
    .toArray();
  return (newest?.seq as number | undefined) ?? 0;
}

type RawOrder = {
  orderId: string;
  userId: unknown;
  orderType: OrderType;
  status: OrderStatus;
  statusHistory: Array<{ status: OrderStatus }>;
  items: Array<{ quantity: number }>;
};

export async function readState(): Promise<DatabaseState> {
  const orders = (await collection('orders')
    .find({ status: { $ne: 'PENDING' } })
    .toArray()) as unknown as RawOrder[];
  const carts = (await collection('carts').find({}).toArray()) as unknown as Array<{ userId: unknown; items: Array<{ quantity: number }> }>;
  return {
    events: await readLog(),
    orders: orders.map((o) => ({
      orderId: o.orderId,
      userId: String(o.userId),
      orderType: o.orderType,
      status: o.status,
      history: o.statusHistory.map((entry) => entry.status),
      quantity: o.items.reduce((sum, item) => sum + item.quantity, 0),
    })),
    cartQuantity: new Map(carts.map((cart) => [String(cart.userId), cart.items.reduce((sum, item) => sum + item.quantity, 0)])),
  };
}
