import { type Language, ORDER_MAIL_KINDS, type OrderMailKind } from '@pizza/shared';

import { type AttemptRecord, defineAttemptLedger } from '../../platform';

/** How long records of mails are kept (the key that makes a repeat a no-op must outlive the log's retention). */
export const SENT_MAIL_RETENTION_SECONDS = 90 * 24 * 60 * 60;

/** What a retry needs besides the key to rebuild the mail: its event (read from the log), its order, the language of the first attempt. */
export interface MailDetails {
  kind: OrderMailKind;
  orderId: string;
  orderSequence: string;
  /** The customer's language when the event happened (a retry writes in it too). */
  language: Language;
}

/**
 * The mails' attempt records (the platform's delivery kit, platform/delivery/attempt-ledger.ts): one
 * per (event, recipient address) in `sent_mails`, so an event handled again sends nothing twice.
 */
export const sentMails = defineAttemptLedger<MailDetails>({
  modelName: 'SentMail',
  collection: 'sent_mails',
  retentionSeconds: SENT_MAIL_RETENTION_SECONDS,
  details: {
    kind: { type: String, required: true, enum: ORDER_MAIL_KINDS },
    orderId: { type: String, required: true },
    orderSequence: { type: String, required: true },
    language: { type: String },
  },
});

export type SentMailRecord = AttemptRecord & MailDetails;
