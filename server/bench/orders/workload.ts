/**
 * The rush, open loop: placements are started at the offered rate whatever the shop's answers take
 * (a customer who is busy placing is not asked again until done), and staff accept placed orders
 * (PLACED -> PREPARING) at half that rate. Each placement is what a customer's phone does: add a
 * pizza to the cart, take a pickup quote, place. Requests go to the instances in turn.
 */
import type { CheckoutQuote } from '@pizza/shared';

import { call } from '../../src/test/app-process';
import type { Account } from './people';
import type { SentAt } from './sockets';

export interface RushOptions {
  urls: string[];
  customers: Account[];
  staff: Account[];
  /** Placements offered per second; staff changes are offered at half of it. */
  rate: number;
  seconds: number;
  sentAt: SentAt;
}

export interface RushOutcome {
  timings: { quote: number[]; place: number[]; patch: number[] };
  offered: { placements: number; changes: number };
  done: { placements: number; changes: number };
  /** Offered while every customer was still busy (or no order was waiting to be accepted). */
  notStarted: { placements: number; changes: number };
  /** `${step} ${status}` -> count, for every answer that was not the expected success. */
  errors: Map<string, number>;
  elapsedMs: number;
  /** Each placement: when it was sent (ms after the start) and how long it took, to see when the slow ones came. */
  placeTimeline: Array<{ at: number; ms: number }>;
}

const PIZZA = { menuItemId: 'PIZ_006', quantity: '1', extraItemId: '' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function runRush(options: RushOptions): Promise<RushOutcome> {
  const { urls, rate, seconds, sentAt } = options;
  const out: RushOutcome = {
    timings: { quote: [], place: [], patch: [] },
    offered: { placements: 0, changes: 0 },
    done: { placements: 0, changes: 0 },
    notStarted: { placements: 0, changes: 0 },
    errors: new Map(),
    elapsedMs: 0,
    placeTimeline: [],
  };
  let turn = 0;
  const nextUrl = () => urls[turn++ % urls.length]!;
  const failed = (step: string, status: number): void => {
    out.errors.set(`${step} ${status}`, (out.errors.get(`${step} ${status}`) ?? 0) + 1);
  };
  const timed = async <T>(bucket: number[], step: string, expected: number, request: () => Promise<{ status: number; body: T }>) => {
    const started = performance.now();
    const res = await request().catch(() => ({ status: 0, body: undefined as T }));
    if (res.status !== expected) {
      failed(step, res.status);
      return undefined;
    }
    bucket.push(performance.now() - started);
    if (bucket === out.timings.place) out.placeTimeline.push({ at: started - start, ms: performance.now() - started });
    return res.body;
  };

  const start = performance.now();
  const idle = [...options.customers];
  const toAccept: string[] = [];
  const inflight = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    inflight.add(work);
    void work.finally(() => inflight.delete(work));
  };

  async function place(customer: Account): Promise<void> {
    const added = await call(`${nextUrl()}/api/cart/add-to-cart`, { method: 'POST', token: customer.token, form: PIZZA }).catch(() => ({
      status: 0,
    }));
    if (added.status !== 200) return failed('add-to-cart', added.status);
    const quote = await timed<CheckoutQuote>(out.timings.quote, 'quote', 200, () =>
      call(`${nextUrl()}/api/orders/pickup-checkout`, { method: 'POST', token: customer.token, form: {} }),
    );
    if (!quote) return;
    sentAt.set(`order-created:${quote.orderId}`, performance.now());
    const form = { orderId: quote.orderId, paymentMethod: 'CASH', orderType: 'PICKUP' };
    const placed = await timed(out.timings.place, 'placeorder', 200, () =>
      call(`${nextUrl()}/api/orders/placeorder`, { method: 'POST', token: customer.token, form }),
    );
    if (placed === undefined) return;
    out.done.placements += 1;
    toAccept.push(quote.orderId);
  }

  async function accept(orderId: string, staff: Account): Promise<void> {
    sentAt.set(`status-changed:${orderId}`, performance.now());
    const url = `${nextUrl()}/api/orders/${orderId}/status?status=PREPARING`;
    if ((await timed(out.timings.patch, 'PATCH status', 200, () => call(url, { method: 'PATCH', token: staff.token }))) !== undefined)
      out.done.changes += 1;
  }

  const end = start + seconds * 1000;
  const placeEvery = 1000 / rate;
  const acceptEvery = 2000 / rate;
  let nextPlace = start;
  let nextAccept = start + acceptEvery / 2;
  while (performance.now() < end) {
    const now = performance.now();
    if (now >= nextPlace) {
      nextPlace += placeEvery;
      out.offered.placements += 1;
      const customer = idle.pop();
      if (customer) track(place(customer).finally(() => idle.unshift(customer)));
      else out.notStarted.placements += 1;
    }
    if (now >= nextAccept) {
      nextAccept += acceptEvery;
      out.offered.changes += 1;
      const orderId = toAccept.shift();
      if (orderId) track(accept(orderId, options.staff[out.offered.changes % options.staff.length]!));
      else out.notStarted.changes += 1;
    }
    await sleep(Math.min(nextPlace, nextAccept) - performance.now());
  }
  await Promise.all(inflight);
  out.elapsedMs = performance.now() - start;
  return out;
}
