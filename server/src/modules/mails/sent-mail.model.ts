import { ORDER_MAIL_KINDS } from '@pizza/shared';
import { type InferSchemaType, model, Schema } from 'mongoose';

/** How long records of mails are kept (the key that makes a repeat a no-op must outlive the log's retention). */
export const SENT_MAIL_RETENTION_SECONDS = 90 * 24 * 60 * 60;

/**
 * One mail of one event to one recipient: `_id` is `<eventId>:<recipient>`, so there is one record per
 * pair whatever happens. 'sending' while an instance holds it (until `claimedUntil`), 'sent' once the
 * mail server accepted it, 'retrying' between attempts (due again at `nextAttemptAt`), 'failed' when
 * given up (staff see it), 'skipped' when the customer turned this kind of mail off. A retry rebuilds
 * the mail from the record: its event (read from the log), its order, and the language of the first attempt.
 */
const sentMailSchema = new Schema(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    recipient: { type: String, required: true },
    kind: { type: String, required: true, enum: ORDER_MAIL_KINDS },
    orderId: { type: String, required: true },
    orderSequence: { type: String, required: true },
    /** The customer's language when the event happened (a retry writes in it too). */
    language: { type: String },
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
  { collection: 'sent_mails', versionKey: false },
);

sentMailSchema.index({ state: 1, failedAt: -1 });
// The retry sweep: retries that are due, and claims that lapsed (their sender died).
sentMailSchema.index({ state: 1, nextAttemptAt: 1 });
sentMailSchema.index({ state: 1, claimedUntil: 1 });
sentMailSchema.index({ createdAt: 1 }, { expireAfterSeconds: SENT_MAIL_RETENTION_SECONDS });

export type SentMailRecord = InferSchemaType<typeof sentMailSchema> & { _id: string };
export const SentMailModel = model('SentMail', sentMailSchema);
