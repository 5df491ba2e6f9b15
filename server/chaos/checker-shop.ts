/**
 * The shop-wide changes (busy mode, pause, open switch, settings, sold out) against the log and the
 * state: every acknowledged change has its event(s), saying what was asked; every shop-wide event
 * was asked for; and the state at the end is what the logged changes, in log order, leave.
 */
import type { DatabaseState, LoggedRow, Violation } from './checker-model';
import { type History, isAmbiguous, type ShopChange, type ShopRequest, type ShopState } from './history';

/** The instances and the run share one clock; this covers the milliseconds a timestamp is rounded to. */
const CLOCK_SLACK_MS = 50;
const MINUTE = 60_000;

/** The shop-wide events of one transaction: settings-changed with its restaurant-status-changed, or one event. */
type LoggedChange = LoggedRow[];

const SHOP_WIDE = new Set(['restaurant-status-changed', 'settings-changed', 'menu-availability-changed']);

function loggedChanges(db: DatabaseState): LoggedChange[] {
  const rows = db.events.filter((row) => SHOP_WIDE.has(row.type));
  const changes: LoggedChange[] = [];
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    const joins = row.type === 'restaurant-status-changed' && previous?.type === 'settings-changed' && previous.seq === row.seq - 1;
    if (joins) changes.at(-1)!.push(row);
    else changes.push([row]);
  });
  return changes;
}

/** Stable JSON (keys sorted), to compare settings however their keys were ordered. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

const iso = (at: string) => new Date(at).toISOString();

/** When a pause asked for by `change` and logged at `occurredAt` ends: the server's `now` lies between sending and the event. */
function pauseWindow(change: ShopChange, minutes: number, occurredAt: number): [number, number] {
  return [change.sentAt + minutes * MINUTE - CLOCK_SLACK_MS, occurredAt + minutes * MINUTE + CLOCK_SLACK_MS];
}

/** Whether the event(s) of one transaction say what `change` asked for. */
function says(change: ShopChange, logged: LoggedChange): boolean {
  const [first, second] = logged;
  const request = change.request;
  if (request.kind === 'settings')
    return first?.type === 'settings-changed' && canonical(first.settings) === canonical(request.settings) && second !== undefined;
  if (logged.length !== 1) return false;
  if (request.kind === 'sold-out' || request.kind === 'back') {
    const item = first!.item;
    if (first!.type !== 'menu-availability-changed' || item?.id !== request.itemId) return false;
    return request.kind === 'back' ? item.available : !item.available && item.soldOutUntil === iso(request.until);
  }
  const status = first!.type === 'restaurant-status-changed' ? first!.restaurant : undefined;
  if (!status) return false;
  switch (request.kind) {
    case 'busy':
      return status.busyExtraMinutes === request.extraMinutes;
    case 'pause': {
      if (request.minutes === 0) return status.reason !== 'paused';
      if (status.reason !== 'paused') return status.reason === 'manual' && !status.isOpen; // a closing hides a pause
      const [from, to] = pauseWindow(change, request.minutes, first!.occurredAt);
      const until = Date.parse(status.pausedUntil ?? '');
      return until >= from && until <= to;
    }
    case 'open':
      return status.reason === 'paused' || (status.reason === 'manual' && status.isOpen);
    case 'close':
      return status.reason === 'manual' && !status.isOpen && status.closedUntil === iso(request.until);
  }
}

/** Whether the logged change could be this request's: what it says, and when (an unanswered request may commit late). */
function explains(change: ShopChange, logged: LoggedChange): boolean {
  const at = logged[0]!.occurredAt;
  if (at < change.sentAt - CLOCK_SLACK_MS) return false;
  if (change.outcome.status === 200 && at > change.answeredAt + CLOCK_SLACK_MS) return false;
  return says(change, logged);
}

/** Pairs each logged change with a request; acknowledged requests first (they must have one), then the earliest unanswered. */
function match(history: History, logged: LoggedChange[]): Map<LoggedChange, ShopChange> {
  const asked = history.shopChanges.filter((change) => change.outcome.status === 200 || isAmbiguous(change.outcome));
  const taken = new Set<ShopChange>();
  const matched = new Map<LoggedChange, ShopChange>();
  for (const change of logged) {
    const candidates = asked.filter((request) => !taken.has(request) && explains(request, change));
    const chosen = candidates.find((request) => request.outcome.status === 200) ?? candidates[0];
    if (!chosen) continue;
    taken.add(chosen);
    matched.set(change, chosen);
  }
  return matched;
}

const describe = (request: ShopRequest) => JSON.stringify(request).slice(0, 160);

/** The state a request leaves; a pause's end is a window (the server's clock at the request). */
type Expected = Omit<ShopState, 'pausedUntil'> & { pausedUntil?: [number, number] };

function apply(state: Expected, change: ShopChange, logged: LoggedChange): Expected {
  const request = change.request;
  switch (request.kind) {
    case 'busy':
      return { ...state, busyExtraMinutes: request.extraMinutes };
    case 'pause':
      return { ...state, pausedUntil: request.minutes > 0 ? pauseWindow(change, request.minutes, logged[0]!.occurredAt) : undefined };
    case 'open':
      return { ...state, isOpen: true, manualUntil: undefined };
    case 'close':
      return { ...state, isOpen: false, manualUntil: Date.parse(request.until) };
    case 'settings':
      return { ...state, settings: request.settings };
    case 'sold-out':
      return { ...state, soldOutUntil: { ...state.soldOutUntil, [request.itemId]: Date.parse(request.until) } };
    case 'back':
      return { ...state, soldOutUntil: { ...state.soldOutUntil, [request.itemId]: undefined } };
  }
}

/** The fields of the stored state that differ from what the logged changes leave. */
function stateDifferences(expected: Expected, actual: ShopState): string[] {
  const wrong: string[] = [];
  const show = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
  const check = (field: string, ok: boolean, want: unknown, got: unknown) => {
    if (!ok) wrong.push(`${field} ${show(got)}, expected ${show(want)}`);
  };
  check('busyExtraMinutes', actual.busyExtraMinutes === expected.busyExtraMinutes, expected.busyExtraMinutes, actual.busyExtraMinutes);
  const pause = expected.pausedUntil;
  const pauseOk = pause
    ? actual.pausedUntil !== undefined && actual.pausedUntil >= pause[0] && actual.pausedUntil <= pause[1]
    : !actual.pausedUntil;
  check('pausedUntil', pauseOk, pause, actual.pausedUntil);
  check('isOpen', actual.isOpen === expected.isOpen, expected.isOpen, actual.isOpen);
  check('manualUntil', actual.manualUntil === expected.manualUntil, expected.manualUntil, actual.manualUntil);
  check('settings', canonical(actual.settings) === canonical(expected.settings), expected.settings, actual.settings);
  for (const itemId of new Set([...Object.keys(expected.soldOutUntil), ...Object.keys(actual.soldOutUntil)])) {
    const [want, got] = [expected.soldOutUntil[itemId], actual.soldOutUntil[itemId]];
    check(`soldOutUntil of ${itemId}`, want === got, want, got);
  }
  return wrong;
}

export function checkShop(history: History, db: DatabaseState, out: Violation[]): void {
  checkServed(history, db, out);
  const logged = loggedChanges(db);
  const matched = match(history, logged);
  const explained = new Set(matched.values());
  for (const change of history.shopChanges.filter((c) => c.outcome.status === 200 && !explained.has(c)))
    out.push({ kind: 'shop-change-lost', detail: `${describe(change.request)} on ${change.instance}` });
  for (const change of logged.filter((c) => !matched.has(c)))
    out.push({ kind: 'shop-change-without-request', detail: change.map((row) => `seq ${row.seq} ${row.type}`).join(' + ') });
  if (!history.shopAtStart) return;
  const { pausedUntil, ...start } = history.shopAtStart;
  let expected: Expected = { ...start, pausedUntil: pausedUntil === undefined ? undefined : [pausedUntil, pausedUntil] };
  for (const change of logged) {
    const request = matched.get(change);
    if (request) expected = apply(expected, request, change);
  }
  for (const difference of stateDifferences(expected, db.shop)) out.push({ kind: 'shop-state-disagrees', detail: difference });
}

/** After settling every instance serves each managed item as the database has it (its catalogue followed the log). */
function checkServed(history: History, db: DatabaseState, out: Violation[]): void {
  for (const { instance, itemId, available } of history.end.served) {
    const soldOut = db.shop.soldOutUntil[itemId] !== undefined;
    if (available === 'no-answer') out.push({ kind: 'menu-stale', detail: `${instance} did not answer for ${itemId}` });
    else if (available === soldOut)
      out.push({ kind: 'menu-stale', detail: `${instance} serves ${itemId} as ${available ? 'available' : 'sold out'}` });
  }
}
