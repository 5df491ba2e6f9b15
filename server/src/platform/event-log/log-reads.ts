import { currentSequence } from '../../db/counters';
import { type LoggedEvent, toEnvelope } from './event-envelope';
import { SEQ_COUNTER } from './event-staging';
import { type Audience, audienceFilter } from './event-visibility';
import { OrderEventModel, type OrderEventRecord } from './events.model';

const userIdOf = (record: Pick<OrderEventRecord, 'userId'>) => (record.userId ? String(record.userId) : undefined);

/**
 * Events with after < seq <= upTo that `audience` may see, oldest first. Majority reads: on a
 * replica set only what a failover cannot undo is returned (the embedded database never returns
 * anything that is not on disk).
 */
export async function readAfter(after: number, audience: Audience, limit: number, upTo = Number.MAX_SAFE_INTEGER): Promise<LoggedEvent[]> {
  const records = await OrderEventModel.find({ ...audienceFilter(audience), seq: { $gt: after, $lte: upTo } })
    .sort({ seq: 1 })
    .limit(limit)
    .readConcern('majority')
    .lean<OrderEventRecord[]>();
  return records.map((record) => ({ event: toEnvelope(record), userId: userIdOf(record) }));
}

/** One event by its id (staff resend it to a webhook), or undefined once the retention removed it. */
export async function findByEventId(eventId: string): Promise<LoggedEvent | undefined> {
  const record = await OrderEventModel.findOne({ eventId }).lean<OrderEventRecord>();
  return record ? { event: toEnvelope(record), userId: userIdOf(record) } : undefined;
}

/** Seq of the oldest event still kept, or null while the log is empty. */
export async function oldestSeq(): Promise<number | null> {
  const oldest = await OrderEventModel.findOne({}, { seq: 1 }).sort({ seq: 1 }).lean<{ seq: number }>();
  return oldest?.seq ?? null;
}

/**
 * The highest seq a majority read of the log sees (0 before the first event): where a follower
 * starts. A plain read of the counter could name an event that is on a replica set's primary but
 * not yet majority-committed, which a follower starting there would never deliver. Once retention
 * emptied the log, the counter read with majority (it commits with the event it numbers).
 */
export async function latestSeq(): Promise<number> {
  const newest = await OrderEventModel.findOne({}, { seq: 1 }).sort({ seq: -1 }).readConcern('majority').lean<{ seq: number }>();
  return newest?.seq ?? currentSequence(SEQ_COUNTER, { majority: true });
}
