/*
 * How long the shop keeps what (docs/product/legal.md#retention): the nightly retention job deletes
 * what has outlived these periods, and the privacy notice states them. Orders are kept for the
 * accounting law (Hungary: 8 years for accounting records); a deleted account's orders keep no
 * personal data.
 */
export const RETENTION_DAYS = {
  /** A checkout draft nobody placed (also the drafts' TTL index). */
  drafts: 1,
  /** A used or expired password-reset token. */
  resetTokens: 1,
  /** A used or expired one-time code (staff invitations, sign-in codes). */
  oneTimeCodes: 7,
  /** Webhook delivery attempts and the outgoing mails' log. */
  deliveryLogs: 7,
  /** Staff actions in the audit log. */
  auditEntries: 365,
  /** Placed orders, for the accounting law. */
  orders: 8 * 365,
} as const;
export type RetentionItem = keyof typeof RETENTION_DAYS;
