/**
 * A manager at the board during the run, one change at a time as a person would: busy mode up and
 * down, the settings saved, new orders paused and resumed, the shop closed for a while and opened
 * again, a dish sold out and back (every one a shop-wide event). A pause or a closing is undone a
 * moment later, pressed again until the shop answers.
 */
import { type RestaurantSettings, RESTAURANT_ID } from '@pizza/shared';

import { isAmbiguous, type Outcome, type ShopChange, type ShopRequest } from './history';
import { call } from './http';
import type { Staff } from './people';
import { sleep } from './random';
import type { Instance } from './topology';
import type { WorkloadContext } from './workload';

/** The dishes the manager sells out and brings back (never the one the customers order, PIZ_006). */
export const MANAGED_ITEMS = ['PIZ_001', 'PIZ_011'] as const;

const BUSY_STEPS = [0, 15, 30, 45];
const PAUSE_STEPS = [15, 30, 60];
const MINUTE = 60_000;

/** The request that asks for a change (the board's). */
function requestFor(request: ShopRequest): { path: string; json?: unknown } {
  switch (request.kind) {
    case 'busy':
      return { path: '/api/restaurant/busy', json: { extraMinutes: request.extraMinutes } };
    case 'pause':
      return { path: '/api/restaurant/pause', json: { minutes: request.minutes } };
    case 'open':
      return { path: `/api/restaurant/${RESTAURANT_ID}/status?isOpen=true` };
    case 'close':
      return { path: `/api/restaurant/${RESTAURANT_ID}/status?isOpen=false&until=${encodeURIComponent(request.until)}` };
    case 'settings':
      return { path: '/api/restaurant/settings', json: request.settings };
    case 'sold-out':
      return { path: `/api/menuItem/${request.itemId}/availability`, json: { soldOut: true, until: request.until } };
    case 'back':
      return { path: `/api/menuItem/${request.itemId}/availability`, json: { soldOut: false } };
  }
}

function anyInstance(ctx: WorkloadContext): Instance {
  const alive = ctx.topology.alive();
  return ctx.random.pick(alive.length > 0 ? alive : ctx.topology.instances);
}

async function ask(ctx: WorkloadContext, manager: Staff, request: ShopRequest, instance = anyInstance(ctx)): Promise<Outcome> {
  const { path, json } = requestFor(request);
  const change: ShopChange = {
    request,
    instance: instance.name,
    sentAt: Date.now(),
    answeredAt: 0,
    outcome: { status: 'no-answer', error: '' },
  };
  change.outcome = await call(`${instance.url}${path}`, { method: 'PUT', token: manager.token, ...(json === undefined ? {} : { json }) });
  change.answeredAt = Date.now();
  ctx.history.shopChanges.push(change);
  return change.outcome;
}

/** Asks until the shop answers for it (a person pressing again), unless the run gives up. */
async function insist(ctx: WorkloadContext, manager: Staff, request: () => ShopRequest, instance?: () => Instance): Promise<void> {
  while (Date.now() < ctx.giveUpAt()) {
    const outcome = await ask(ctx, manager, request(), instance?.());
    if (!isAmbiguous(outcome)) return;
    await sleep(ctx.random.int(300, 1000));
  }
}

function settings(ctx: WorkloadContext): RestaurantSettings {
  const prep = ctx.random.int(15, 30);
  return {
    prepMinutes: { PICKUP: prep, DELIVERY: prep + 10 },
    deliveryBands: [{ upToKm: 5, minutes: ctx.random.int(15, 30) }],
    escalation: { ringLouderAfterMin: 3, tellCustomerAfterMin: 8, autoCancelAfterMin: 15 },
  };
}

/** Sold out for an hour (an explicit end: the run never meets the shop's next opening), or back. */
function dishChange(itemId: string, soldOut: Set<string>): ShopRequest {
  return soldOut.has(itemId)
    ? { kind: 'back', itemId }
    : { kind: 'sold-out', itemId, until: new Date(Date.now() + 60 * MINUTE).toISOString() };
}

/** Something, then its undoing a moment later, insisted on. */
async function andUndo(ctx: WorkloadContext, manager: Staff, request: ShopRequest, undo: () => ShopRequest): Promise<void> {
  const outcome = await ask(ctx, manager, request);
  if (outcome.status !== 200 && !isAmbiguous(outcome)) return;
  await sleep(ctx.random.int(1000, 3000));
  await insist(ctx, manager, undo);
}

async function oneChange(ctx: WorkloadContext, manager: Staff, soldOut: Set<string>): Promise<void> {
  const roll = ctx.random.next();
  if (roll < 0.45) await ask(ctx, manager, { kind: 'busy', extraMinutes: ctx.random.pick(BUSY_STEPS) });
  else if (roll < 0.6) await ask(ctx, manager, { kind: 'settings', settings: settings(ctx) });
  else if (roll < 0.7)
    await andUndo(ctx, manager, { kind: 'pause', minutes: ctx.random.pick(PAUSE_STEPS) }, () => ({ kind: 'pause', minutes: 0 }));
  else if (roll < 0.8) {
    const until = new Date(Date.now() + 5 * MINUTE).toISOString();
    await andUndo(ctx, manager, { kind: 'close', until }, () => ({ kind: 'open' }));
  } else {
    const request = dishChange(ctx.random.pick(MANAGED_ITEMS), soldOut);
    const outcome = await ask(ctx, manager, request);
    if (outcome.status === 200) toggle(soldOut, request);
  }
}

function toggle(soldOut: Set<string>, request: ShopRequest): void {
  if (request.kind === 'sold-out') soldOut.add(request.itemId);
  if (request.kind === 'back') soldOut.delete(request.itemId);
}

export async function managerLoop(ctx: WorkloadContext, manager: Staff): Promise<void> {
  const soldOut = new Set<string>();
  while (ctx.running()) {
    await sleep(ctx.random.int(500, 2000));
    await oneChange(ctx, manager, soldOut);
  }
}

/** Sells a dish out (for an hour) or brings it back, through `instance`, pressed again until the shop answers. */
export async function changeDish(
  ctx: WorkloadContext,
  manager: Staff,
  itemId: string,
  soldOut: boolean,
  instance: Instance,
): Promise<void> {
  const request = (): ShopRequest => (soldOut ? dishChange(itemId, new Set()) : { kind: 'back', itemId });
  await insist(ctx, manager, request, () => instance);
}
