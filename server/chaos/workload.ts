/**
 * The shop's day, compressed: customers fill carts and place orders (retrying after a timeout with
 * the same orderId, as a phone on a train would), staff move orders through every stage (and
 * sometimes two of them change the same order at once), a manager changes the shop itself
 * (manager.ts: busy mode, pause, the open switch, the settings, dishes sold out: shop-wide events
 * every socket must get).
 * Every request and answer goes into the history.
 */
import { nextStatusesFor, type OrderStatus, type OrderType } from '@pizza/shared';

import { type History, isAmbiguous, isAnswer, type Outcome } from './history';
import { call } from './http';
import { managerLoop } from './manager';
import type { Customer, People, Staff } from './people';
import { type Random, sleep } from './random';
import type { Topology } from './topology';

export interface WorkloadContext {
  history: History;
  topology: Topology;
  people: People;
  random: Random;
  /** False once the run's time is up: loops finish what they started (a placement until it is answered). */
  running(): boolean;
  /** After this, even unanswered placements stop being retried. */
  giveUpAt(): number;
}

interface OpenOrder {
  orderId: string;
  orderType: OrderType;
  /** The status as staff last learnt it; undefined while unknown (an unanswered change). */
  status: OrderStatus | undefined;
}

const FINAL = new Set<OrderStatus>(['DELIVERED', 'COMPLETED', 'CANCELLED']);

function anyInstance(ctx: WorkloadContext): string {
  const alive = ctx.topology.alive();
  return ctx.random.pick(alive.length > 0 ? alive : ctx.topology.instances).url;
}

/** 409 CONFLICT at placeorder: 'This order is being placed already; please wait a moment.' (QUOTE_CHANGED is the other 409). */
const beingPlaced = (outcome: Outcome) => outcome.status === 409 && (outcome.body as { code?: string } | undefined)?.code === 'CONFLICT';

/**
 * Places the current draft, retrying with the same orderId until the shop decides: after no answer,
 * a 5xx, or 'being placed already; please wait a moment' (the earlier attempt is still committing).
 */
async function place(ctx: WorkloadContext, customer: Customer, orderId: string, cycle: number): Promise<Outcome> {
  for (let attempt = 0; ; attempt += 1) {
    const form = { orderId, paymentMethod: 'CASH', orderType: customer.orderType };
    const outcome = await call(`${anyInstance(ctx)}/api/orders/placeorder`, { method: 'POST', token: customer.token, form });
    ctx.history.placements.push({ customer: customer.userId, orderId, orderType: customer.orderType, cycle, outcome });
    if ((!isAmbiguous(outcome) && !beingPlaced(outcome)) || Date.now() > ctx.giveUpAt()) return outcome;
    await sleep(ctx.random.int(200, 1000) * Math.min(4, attempt + 1));
  }
}

async function customerLoop(ctx: WorkloadContext, customer: Customer, orders: OpenOrder[]): Promise<void> {
  let cycle = 0;
  while (ctx.running()) {
    for (let i = ctx.random.int(1, 2); i > 0; i -= 1) {
      const form = { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' };
      const outcome = await call(`${anyInstance(ctx)}/api/cart/add-to-cart`, { method: 'POST', token: customer.token, form });
      ctx.history.cartAdds.push({ customer: customer.userId, cycle, outcome });
    }
    const path = customer.orderType === 'PICKUP' ? 'pickup-checkout' : 'checkout';
    const quote = await call(`${anyInstance(ctx)}/api/orders/${path}`, { method: 'POST', token: customer.token, form: {} });
    if (isAnswer(quote) && quote.status === 200) {
      const { orderId } = quote.body as { orderId: string };
      const placed = await place(ctx, customer, orderId, cycle);
      if (placed.status === 200) {
        cycle += 1;
        orders.push({ orderId, orderType: customer.orderType, status: 'PLACED' });
      }
    }
    await sleep(ctx.random.int(300, 1500));
  }
}

/** A forward move (sometimes skipping a stage) or, now and then, a cancellation. */
function nextMove(random: Random, order: OpenOrder): OrderStatus | undefined {
  const next = nextStatusesFor(order.orderType, order.status!);
  if (next.length === 0) return undefined;
  return random.chance(0.1) && next.includes('CANCELLED') ? 'CANCELLED' : random.pick(next.filter((s) => s !== 'CANCELLED').slice(0, 2));
}

/** One change by one staff member; what they learn from the answer updates the shared board. */
async function change(ctx: WorkloadContext, staff: Staff, order: OpenOrder, to: OrderStatus): Promise<void> {
  const url = `${anyInstance(ctx)}/api/orders/${order.orderId}/status?status=${to}`;
  const outcome = await call(url, { method: 'PATCH', token: staff.token });
  ctx.history.statusChanges.push({ staff: staff.name, orderId: order.orderId, to, outcome });
  if (outcome.status === 200) order.status = to;
  else if (outcome.status === 409)
    order.status = ((outcome.body as { details?: { current?: OrderStatus } })?.details?.current ?? undefined) as OrderStatus;
  else order.status = undefined;
}

async function refresh(ctx: WorkloadContext, staff: Staff, order: OpenOrder): Promise<void> {
  const outcome = await call(`${anyInstance(ctx)}/api/orders/${order.orderId}`, { token: staff.token });
  if (outcome.status === 200) order.status = (outcome.body as { status: OrderStatus }).status;
}

async function staffLoop(ctx: WorkloadContext, staff: Staff, orders: OpenOrder[]): Promise<void> {
  while (ctx.running()) {
    const open = orders.filter((order) => !order.status || !FINAL.has(order.status));
    if (open.length === 0) {
      await sleep(200);
      continue;
    }
    const order = ctx.random.pick(open);
    if (!order.status) await refresh(ctx, staff, order);
    const to = order.status && nextMove(ctx.random, order);
    if (to) {
      // Now and then a colleague changes the same order at the same moment, to something else.
      const rival = ctx.random.chance(0.15) ? ctx.random.pick(ctx.people.staff) : undefined;
      const rivalTo = rival && nextMove(ctx.random, order);
      await Promise.all([change(ctx, staff, order, to), rival && rivalTo ? change(ctx, rival, order, rivalTo) : undefined]);
    }
    await sleep(ctx.random.int(100, 500));
  }
}

/** Starts every customer and staff member; resolves when all have stopped. */
export function runWorkload(ctx: WorkloadContext): Promise<unknown> {
  const orders: OpenOrder[] = [];
  return Promise.all([
    ...ctx.people.customers.map((customer) => customerLoop(ctx, customer, orders)),
    ...ctx.people.staff.slice(0, 4).map((staff) => staffLoop(ctx, staff, orders)),
    managerLoop(ctx, ctx.people.staff[0]!),
  ]);
}
