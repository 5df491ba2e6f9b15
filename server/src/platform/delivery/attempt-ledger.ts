import { model, Schema, type SchemaDefinition } from 'mongoose';

/**
 * The record of one outbound effect of one event to one recipient (a mail to an address, a push to
 * a device), keyed `<eventId>:<recipient>`: whatever happens (a crash, a takeover, two instances
 * sweeping at once), there is one record per pair, so a repeat finds the effect settled and does
 * nothing. 'sending' while an instance holds it (until `claimedUntil`: a sender that died is taken
 * over after it), 'sent' once the receiver took it, 'retrying' between attempts (due again at
 * `nextAttemptAt`), 'failed' when given up (the failures list), 'skipped' when the recipient did not
 * want it. A channel adds its own fields (`details`: what its retry needs to rebuild the effect).
 */
export type AttemptState = 'sending' | 'sent' | 'retrying' | 'failed' | 'skipped';

export interface AttemptKey {
  eventId: string;
  recipient: string;
}

export interface AttemptRecord extends AttemptKey {
  _id: string;
  state: AttemptState;
  attempts: number;
  claimedBy?: string | null;
  claimedUntil?: Date | null;
  nextAttemptAt?: Date | null;
  lastError?: string | null;
  createdAt: Date;
  sentAt?: Date | null;
  failedAt?: Date | null;
}

export interface AttemptLedgerDefinition {
  /** The Mongoose model's name, and its collection (a channel keeps its own collection of records). */
  modelName: string;
  collection: string;
  /** How long records are kept: the key that makes a repeat a no-op must outlive every repeat. */
  retentionSeconds: number;
  /** The channel's own fields, stored beside the key. */
  details?: SchemaDefinition;
}

const isDuplicateKey = (err: unknown) => (err as { code?: unknown }).code === 11000;

export const attemptId = (key: AttemptKey) => `${key.eventId}:${key.recipient}`;

/** Retries that are due, and claims that lapsed (the sender died or lost the database mid-send). */
const dueFilter = (now: Date) => ({
  $or: [
    { state: 'retrying' as const, nextAttemptAt: { $lte: now } },
    { state: 'sending' as const, claimedUntil: { $lte: now } },
  ],
});

/** The records of one channel's effects, and the only writes they get. `Details`: the channel's own fields. */
export function defineAttemptLedger<Details extends object = Record<never, never>>(definition: AttemptLedgerDefinition) {
  type Stored = AttemptRecord & Details;
  const schema = new Schema(
    {
      _id: { type: String, required: true },
      eventId: { type: String, required: true },
      recipient: { type: String, required: true },
      ...definition.details,
      state: { type: String, required: true, enum: ['sending', 'sent', 'retrying', 'failed', 'skipped'] },
      claimedBy: { type: String },
      claimedUntil: { type: Date },
      nextAttemptAt: { type: Date },
      attempts: { type: Number, required: true, default: 0 },
      lastError: { type: String },
      createdAt: { type: Date, required: true },
      sentAt: { type: Date },
      failedAt: { type: Date },
    },
    { collection: definition.collection, versionKey: false },
  );
  schema.index({ state: 1, failedAt: -1 }); // the failures list
  // The retry sweep: retries that are due, and claims that lapsed (their sender died).
  schema.index({ state: 1, nextAttemptAt: 1 });
  schema.index({ state: 1, claimedUntil: 1 });
  schema.index({ createdAt: 1 }, { expireAfterSeconds: definition.retentionSeconds });
  const Model = model(definition.modelName, schema);

  return {
    /**
     * Takes the effect for one attempt by `instanceId` until `until`, creating its record on the
     * first one: a conditional write that succeeds only while the effect is not settled, nobody else
     * holds it and a retry is due. Returns the attempt this is (1 for the first), or undefined when
     * it is not this instance's to try now (sent, failed, skipped, held, or waiting for its retry).
     */
    async claim(key: AttemptKey & Details, instanceId: string, now: Date, until: Date): Promise<number | undefined> {
      try {
        const record = await Model.findOneAndUpdate(
          {
            _id: attemptId(key),
            // (a 'retrying' record without `nextAttemptAt` dates from before the retry sweep: it is due)
            $or: [...dueFilter(now).$or, { state: 'retrying' as const, nextAttemptAt: { $exists: false } }],
          },
          {
            $set: { state: 'sending', claimedBy: instanceId, claimedUntil: until },
            $inc: { attempts: 1 },
            $unset: { nextAttemptAt: '' },
            $setOnInsert: { ...key, createdAt: now },
          },
          { upsert: true, returnDocument: 'after', lean: true },
        );
        return (record as unknown as Stored).attempts;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        return undefined;
      }
    },

    /** The receiver took it (only the claim's holder writes this). */
    async sent(key: AttemptKey, instanceId: string, at: Date): Promise<void> {
      await Model.updateOne(
        { _id: attemptId(key), claimedBy: instanceId },
        { $set: { state: 'sent', sentAt: at }, $unset: { claimedUntil: '', lastError: '' } },
      );
    },

    /** An attempt failed: tried again at `nextAttemptAt`, or, without one, given up for good (the failures list). */
    async failed(key: AttemptKey, instanceId: string, at: Date, error: string, nextAttemptAt?: Date): Promise<void> {
      await Model.updateOne(
        { _id: attemptId(key), claimedBy: instanceId },
        {
          $set: {
            lastError: error.slice(0, 500),
            ...(nextAttemptAt ? { state: 'retrying', nextAttemptAt } : { state: 'failed', failedAt: at }),
          },
          $unset: { claimedUntil: '' },
        },
      );
    },

    /** The holder abandoned its attempt (it is stopping): not counted, and any instance may claim it again at once. */
    async release(key: AttemptKey, instanceId: string, at: Date): Promise<void> {
      await Model.updateOne(
        { _id: attemptId(key), claimedBy: instanceId, state: 'sending' },
        { $set: { state: 'retrying', nextAttemptAt: at }, $inc: { attempts: -1 }, $unset: { claimedUntil: '' } },
      );
    },

    /** The recipient does not want this effect: recorded, so the decision is visible and final. */
    async skipped(key: AttemptKey & Details, at: Date): Promise<void> {
      await Model.updateOne(
        { _id: attemptId(key) },
        { $setOnInsert: { ...key, state: 'skipped', attempts: 0, createdAt: at } },
        { upsert: true },
      );
    },

    /** Up to `limit` effects the retry sweep should try now. */
    due: (now: Date, limit: number): Promise<Stored[]> => Model.find(dueFilter(now)).limit(limit).lean<Stored[]>(),

    /** The effects given up on, newest first: what staff read. */
    failures: (limit: number): Promise<Stored[]> => Model.find({ state: 'failed' }).sort({ failedAt: -1 }).limit(limit).lean<Stored[]>(),

    /** The records of these effects (those that have one). */
    findAll: (keys: readonly AttemptKey[]): Promise<Stored[]> => Model.find({ _id: { $in: keys.map(attemptId) } }).lean<Stored[]>(),

    /**
     * Deletes the settled records (sent, failed, skipped) created before `before`; one still being
     * tried stays whatever its age. The caller picks `before` so that no repeat of the event can come
     * any more (the key must outlive every repeat). Returns how many went.
     */
    async purgeSettled(before: Date): Promise<number> {
      const result = await Model.deleteMany({ state: { $in: ['sent', 'failed', 'skipped'] }, createdAt: { $lte: before } });
      return result.deletedCount;
    },

    /** The record of one effect (tests, diagnostics). */
    find: (key: AttemptKey): Promise<Stored | null> => Model.findById(attemptId(key)).lean<Stored>(),
  };
}

export type AttemptLedger<Details extends object = Record<never, never>> = ReturnType<typeof defineAttemptLedger<Details>>;
