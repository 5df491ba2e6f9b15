import { randomUUID } from 'node:crypto';

import type { ClientSession } from 'mongoose';

import { nextSequenceAt } from '../../db/counters';
import type { EventDraft } from './event-drafts';
import { type LoggedEvent, toEnvelope } from './event-envelope';
import { OrderEventModel } from './events.model';

/** The counter that numbers every event of the log (global, gap-free: allocated inside the writing transaction). */
export const SEQ_COUNTER = 'order-events';

/** An event appended in a transaction: numbered and written when its batch commits. */
export class StagedEvent {
  #logged: LoggedEvent | undefined;

  constructor(
    readonly draft: EventDraft,
    readonly occurredAt: Date,
  ) {}

  /** The event as logged (its seq and id); known once the transaction that appended it committed. */
  get logged(): LoggedEvent {
    if (!this.#logged) throw new Error('the event is logged when its transaction commits');
    return this.#logged;
  }

  written(logged: LoggedEvent): void {
    this.#logged = logged;
  }
}

/** What the units of a batch appended: all of them, and the running unit's own. */
export interface Staging {
  all: StagedEvent[];
  unit: StagedEvent[] | undefined;
}

/** What a record keeps besides its columns: the draft without `type` and `userId`. */
function payloadOf(draft: EventDraft): Record<string, unknown> {
  const { type: _type, ...rest } = draft;
  if ('userId' in rest) {
    const { userId: _userId, ...payload } = rest;
    return payload;
  }
  return rest;
}

/**
 * Numbers and writes what a batch's units appended: one counter update and one insert for the
 * whole batch. The TTL index must remove events in seq order (a hole in the middle of the log
 * would be skipped silently by a replay): an event never expires before the one before it, even
 * when the instance that wrote it has a clock behind the previous writer's.
 */
export async function writeStaged(staged: StagedEvent[], retentionMs: number, session: ClientSession): Promise<void> {
  if (staged.length === 0) return;
  const last = staged[staged.length - 1]!.occurredAt;
  const { seq, at: expiresAt } = await nextSequenceAt(SEQ_COUNTER, new Date(last.getTime() + retentionMs), session, staged.length);
  const first = seq - staged.length + 1;
  const records = staged.map(({ draft, occurredAt }, i) => ({
    seq: first + i,
    eventId: randomUUID(),
    type: draft.type,
    orderId: 'order' in draft ? draft.order.orderId : undefined,
    userId: 'userId' in draft ? draft.userId : undefined,
    occurredAt,
    expiresAt,
    payload: payloadOf(draft),
  }));
  await OrderEventModel.insertMany(records, { session });
  staged.forEach((item, i) => {
    const { draft } = item;
    item.written({ event: toEnvelope(records[i]!), ...('userId' in draft ? { userId: draft.userId } : {}) });
  });
}
