/** The harness's own connection to the database (not through any proxy): setup, and the state the checker judges. */
import type { MenuAvailability, OrderStatus, OrderType, RestaurantSettings, RestaurantStatus } from '@pizza/shared';
import mongoose from 'mongoose';

import type { DatabaseState, LoggedRow } from './checker';
import type { ShopState } from './history';

export async function connectHarness(uri: string): Promise<void> {
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 30_000 });
}

export const disconnectHarness = () => mongoose.disconnect();

const collection = (name: string) => mongoose.connection.collection(name);

type RawEvent = {
  seq: number;
  eventId: string;
  type: string;
  occurredAt: Date;
  orderId?: string;
  userId?: unknown;
  payload: {
    order?: { status: OrderStatus };
    by?: string;
    status?: RestaurantStatus;
    settings?: RestaurantSettings;
    item?: MenuAvailability;
  };
};

/** What the checker compares of a shop-wide event: the status, the settings, or the item's id and availability. */
function shopWide({ type, payload }: RawEvent): Partial<LoggedRow> {
  if (type === 'restaurant-status-changed') return { restaurant: payload.status };
  if (type === 'settings-changed') return { settings: payload.settings };
  if (type !== 'menu-availability-changed' || !payload.item) return {};
  const { id, available, soldOutUntil } = payload.item;
  return { item: { id, available, ...(soldOutUntil ? { soldOutUntil } : {}) } };
}

/** Events with seq <= upTo (all of them by default), in seq order. */
export async function readLog(upTo = Number.MAX_SAFE_INTEGER): Promise<LoggedRow[]> {
  const raw = await collection('order_events')
    .find({ seq: { $lte: upTo } }, { sort: { seq: 1 } })
    .toArray();
  return (raw as unknown as RawEvent[]).map((e) => ({
    seq: e.seq,
    eventId: e.eventId,
    type: e.type,
    occurredAt: e.occurredAt.getTime(),
    ...(e.orderId ? { orderId: e.orderId } : {}),
    ...(e.userId ? { userId: String(e.userId) } : {}),
    ...(e.payload.order ? { status: e.payload.order.status } : {}),
    ...(e.payload.by ? { by: e.payload.by } : {}),
    ...shopWide(e),
  }));
}

/**
 * Whether the event with this seq can be read from the log now: straight from the database, through
 * no proxy (a reader told of an event must be able to find it; else it was told before the commit).
 */
export async function inLog(seq: number): Promise<boolean> {
  return (await collection('order_events').findOne({ seq }, { projection: { seq: 1 } })) !== null;
}

type RawRestaurant = {
  busyExtraMinutes?: number;
  pausedUntil?: Date;
  isOpen: boolean;
  manualUntil?: Date;
  settings?: RestaurantSettings;
};

/** The shop-wide state the managers change, as stored: the restaurant, and the sold-out ends of `itemIds`. */
export async function readShop(itemIds: readonly string[]): Promise<ShopState> {
  const restaurant = (await collection('restaurants').findOne({})) as unknown as RawRestaurant;
  const items = (await collection('menu_items')
    .find({ _id: { $in: [...itemIds] } } as object)
    .toArray()) as unknown as Array<{ _id: string; soldOutUntil?: Date }>;
  return {
    busyExtraMinutes: restaurant.busyExtraMinutes ?? 0,
    ...(restaurant.pausedUntil ? { pausedUntil: restaurant.pausedUntil.getTime() } : {}),
    isOpen: restaurant.isOpen,
    ...(restaurant.manualUntil ? { manualUntil: restaurant.manualUntil.getTime() } : {}),
    ...(restaurant.settings ? { settings: restaurant.settings } : {}),
    soldOutUntil: Object.fromEntries(itemIds.map((id) => [id, items.find((item) => item._id === id)?.soldOutUntil?.getTime()])),
  };
}

/** Every durable consumer's cursor (documents of event_consumers that have one: leases of other jobs have none). */
export async function readConsumers(): Promise<Array<{ name: string; seq: number }>> {
  const states = (await collection('event_consumers')
    .find({ seq: { $exists: true } })
    .toArray()) as unknown as Array<{ _id: string; seq: number }>;
  return states.map((state) => ({ name: state._id, seq: state.seq }));
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

/**
 * The database as the checker judges it: the whole log, the orders, carts, shop and consumers, read
 * again until no event was logged meanwhile (the shop may log by itself, e.g. an escalation), so the
 * state and the log are of one moment.
 */
export async function readState(itemIds: readonly string[]): Promise<DatabaseState> {
  for (;;) {
    const before = await latestLoggedSeq();
    const state = await readStateOnce(itemIds);
    if ((await latestLoggedSeq()) === before) return { ...state, events: await readLog(before) };
  }
}

async function readStateOnce(itemIds: readonly string[]): Promise<Omit<DatabaseState, 'events'>> {
  const orders = (await collection('orders')
    .find({ status: { $ne: 'PENDING' } })
    .toArray()) as unknown as RawOrder[];
  const carts = (await collection('carts').find({}).toArray()) as unknown as Array<{ userId: unknown; items: Array<{ quantity: number }> }>;
  return {
    orders: orders.map((o) => ({
      orderId: o.orderId,
      userId: String(o.userId),
      orderType: o.orderType,
      status: o.status,
      history: o.statusHistory.map((entry) => entry.status),
      quantity: o.items.reduce((sum, item) => sum + item.quantity, 0),
    })),
    cartQuantity: new Map(carts.map((cart) => [String(cart.userId), cart.items.reduce((sum, item) => sum + item.quantity, 0)])),
    shop: await readShop(itemIds),
    consumers: await readConsumers(),
  };
}
