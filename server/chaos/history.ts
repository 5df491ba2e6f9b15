/**
 * Everything the chaos run saw, as it saw it: every request with its answer, and every event or
 * resync each logical socket client received, in arrival order. The checker judges the run from
 * this and from the database afterwards, never from what the server says about itself.
 */
import { isOrderEvent, type OrderStatus, type OrderType, type ShopEvent } from '@pizza/shared';

/** How a request ended: an HTTP status, or no answer at all (timeout, connection refused or reset). */
export type Outcome = { status: number; body?: unknown } | { status: 'no-answer'; error: string };

export const isAnswer = (outcome: Outcome): outcome is { status: number; body?: unknown } => outcome.status !== 'no-answer';
/** An outcome that says nothing about whether the change happened: no answer, or a 5xx. */
export const isAmbiguous = (outcome: Outcome) => !isAnswer(outcome) || outcome.status >= 500;

export interface CartAdd {
  customer: string;
  /** The placement cycle this add belongs to (adds since the customer's last acknowledged placement). */
  cycle: number;
  outcome: Outcome;
}

export interface PlacementAttempt {
  customer: string;
  orderId: string;
  orderType: OrderType;
  cycle: number;
  outcome: Outcome;
}

export interface StatusAttempt {
  staff: string;
  orderId: string;
  to: OrderStatus;
  outcome: Outcome;
}

/** One thing a logical client received: an event (by socket or by the pull API), a resync, a connection. */
export type Received =
  /** orderId and status: an order's event (none on a shop-wide one). */
  | { kind: 'event'; via: 'socket' | 'pull'; seq: number; type: string; orderId?: string; status?: OrderStatus }
  | { kind: 'resync'; reason: string }
  | { kind: 'connect'; lastSeq: number | undefined; instance: string }
  | { kind: 'refused'; message: string };

export interface ClientRecord {
  id: string;
  audience: 'all' | 'customer';
  /** The customer's user id (customer clients). */
  userId?: string;
  received: Received[];
  /** The highest seq received so far (what it sends back as lastSeq). */
  lastSeq: number;
  reconnects: number;
}

export interface FaultRecord {
  kind: string;
  detail: string;
  startedAt: number;
  endedAt: number;
  /** From the fault's end until every socket client had every event committed by then; undefined if never. */
  recoveryMs?: number;
}

export interface History {
  seed: number;
  seconds: number;
  cartAdds: CartAdd[];
  placements: PlacementAttempt[];
  statusChanges: StatusAttempt[];
  /** Busy-mode and settings changes asked for (shop-wide events). */
  shopChanges: number;
  pulls: number;
  clients: ClientRecord[];
  faults: FaultRecord[];
  /** App instances that exited without being killed by the run (restarted at once), with their last output. */
  crashes: Array<{ instance: string; at: number; output: string }>;
}

export function emptyHistory(seed: number, seconds: number): History {
  return { seed, seconds, cartAdds: [], placements: [], statusChanges: [], shopChanges: 0, pulls: 0, clients: [], faults: [], crashes: [] };
}

/** Records an event a client received, as it arrived. */
export function receive(client: ClientRecord, via: 'socket' | 'pull', event: ShopEvent): void {
  const order = isOrderEvent(event) ? { orderId: event.orderId, status: event.order.status } : {};
  client.received.push({ kind: 'event', via, seq: event.seq, type: event.type, ...order });
  client.lastSeq = Math.max(client.lastSeq, event.seq);
}
