import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { type AttemptReport, createDeliveryAttempts } from '../../platform';
import type { MailOptions } from './mail-options';
import { sentMails } from './sent-mail.model';
import type { MailKey } from './sent-mails';

export interface MailAttemptDeps {
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  logger: Logger;
  options: MailOptions;
  instanceId: string;
  /** Told of every attempt's outcome (the metrics). */
  onAttempt?: (report: AttemptReport) => void;
}

/** The mail server refused the mail for good (SMTP 5xx, e.g. 550 mailbox unavailable): trying again cannot help. */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * One attempt at a mail this instance has claimed, through the platform's delivery kit
 * (platform/delivery/delivery-attempts.ts): marked sent when the mail server accepts it; on a
 * failure (an error, 4xx, a connection error, no answer within `sendTimeoutMs`) retrying on the
 * mails' schedule without jitter, or failed after `maxAttempts` or at once on a permanent refusal.
 * Stopping (`pause`) abandons a send in flight.
 */
export function createMailAttempt({ mailer, clock, logger, options, instanceId, onAttempt }: MailAttemptDeps) {
  const attempts = createDeliveryAttempts({
    ledger: sentMails,
    policy: { scheduleMs: options.retryScheduleMs, maxAttempts: options.maxAttempts },
    timeoutMs: options.sendTimeoutMs,
    clock,
    logger,
    instanceId,
    label: 'order mail',
    receiver: 'the mail server',
    isPermanent: isPermanentRefusal,
    channel: 'mail',
    onAttempt,
  });
  return {
    async send(mail: Pick<MailKey, 'eventId' | 'recipient'>, attempt: number, message: MailMessage): Promise<void> {
      await attempts.run(mail, attempt, () => mailer.send(message));
    },
    paused: attempts.paused,
    pause: attempts.pause,
    resume: attempts.resume,
  };
}

export type MailAttempt = ReturnType<typeof createMailAttempt>;
