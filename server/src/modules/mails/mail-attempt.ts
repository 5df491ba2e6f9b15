import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { mailRetryDelayMs, type MailOptions } from './mail-options';
import { markAttemptFailed, markSent, releaseClaim, type MailKey } from './sent-mails';

export interface MailAttemptDeps {
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  logger: Logger;
  options: MailOptions;
  instanceId: string;
}

/** This instance stops sending (shutdown): a send in flight is abandoned, not counted as an attempt. */
class Abandoned extends Error {}

/** The send, or a failure once `ms` have passed or the instance stops (the SMTP call itself may go on; its result is ignored). */
function withTimeout(sending: Promise<void>, ms: number, signal: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort = () => undefined as void;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the mail server did not answer within ${ms} ms`)), ms);
    timer.unref();
    onAbort = () => reject(new Abandoned('this instance stopped sending'));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([sending, timeout]).finally(() => {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  });
}

/** The mail server refused the mail for good (SMTP 5xx, e.g. 550 mailbox unavailable): trying again cannot help. */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | undefined)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * One attempt at a mail this instance has claimed (sent-mails.ts): marked sent when the mail server
 * accepts it; on a failure (an error, 4xx, a connection error, no answer within `sendTimeoutMs`)
 * recorded as retrying with the time of the next attempt on the schedule, or failed after
 * `maxAttempts` or at once on a permanent refusal. Stopping (`pause`) abandons a send in flight.
 */
export function createMailAttempt({ mailer, clock, logger, options, instanceId }: MailAttemptDeps) {
  let sending = new AbortController();
  let paused = false;

  async function send(mail: Pick<MailKey, 'eventId' | 'recipient' | 'kind'>, attempt: number, message: MailMessage): Promise<void> {
    try {
      await withTimeout(mailer.send(message), options.sendTimeoutMs, sending.signal);
    } catch (err) {
      if (err instanceof Abandoned) return releaseClaim(mail, instanceId, clock.now());
      const now = clock.now();
      const final = isPermanentRefusal(err) || attempt >= options.maxAttempts;
      const next = final ? undefined : new Date(now.getTime() + mailRetryDelayMs(options, attempt));
      await markAttemptFailed(mail, instanceId, now, err instanceof Error ? err.message : String(err), next);
      logger.warn(
        { eventId: mail.eventId, kind: mail.kind, attempt, final, err },
        final ? 'order mail given up' : 'order mail failed; tried again later',
      );
      return;
    }
    await markSent(mail, instanceId, clock.now());
  }

  return {
    send,
    paused: () => paused,
    /** Stops sending here (before the dispatcher stops): a send in flight is abandoned, so a hanging mail server cannot hold up a shutdown. */
    pause(): void {
      paused = true;
      sending.abort();
    },
    resume(): void {
      paused = false;
      sending = new AbortController();
    },
  };
}

export type MailAttempt = ReturnType<typeof createMailAttempt>;
