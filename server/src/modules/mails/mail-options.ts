/** How the mail dispatcher paces itself; tests shorten the waits. */
export interface MailOptions {
  /** Waits before the 2nd, 3rd, ... attempt; the last repeats (the platform's retry policy, without jitter). */
  retryScheduleMs: number[];
  /** Attempts before a mail is recorded as failed (a permanent refusal, SMTP 5xx, fails it at once). */
  maxAttempts: number;
  /** A send that has not finished by then counts as failed (an SMTP server that never answers). */
  sendTimeoutMs: number;
  /** How often the instance holding the lease looks for mails due to be tried again. */
  retrySweepMs: number;
  /** The dispatcher's lease on the log (durable-consumer.ts). */
  leaseMs?: number;
  /** The dispatcher's safety poll of the log. */
  pollMs?: number;
  /**
   * Lets a run of events gather this long before the dispatcher reads it: a mail may go out a
   * moment later, and a rush costs one look-up of orders, customers and shop per run, not per mail.
   */
  gatherMs?: number;
}

export const DEFAULT_MAIL_OPTIONS: MailOptions = {
  retryScheduleMs: [10_000, 30_000, 60_000, 120_000],
  maxAttempts: 5,
  sendTimeoutMs: 30_000,
  retrySweepMs: 1000,
  gatherMs: 200,
};
