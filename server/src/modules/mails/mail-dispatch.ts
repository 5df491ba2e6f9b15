import { isOrderEvent } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { ConsumerOutcome, LoggedEvent } from '../events';
import { mailRetryDelayMs, type MailOptions } from './mail-options';
import { mailKindOf } from './mail-stage';
import { loadOrderMail } from './order-mail-loader';
import { claimMail, type MailKey, markAttemptFailed, markSent, markSkipped, releaseClaim } from './sent-mails';
import { orderMail } from './templates/order-mails';

export interface MailDispatchDeps {
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  logger: Logger;
  options: MailOptions;
  instanceId: string;
  publicUrl: string;
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

/**
 * The mail dispatcher's handling of one event of the log (the durable consumer 'mail' calls it in
 * seq order on the instance holding the lease). Exactly once per (event, recipient): the sent-mail
 * record is claimed BEFORE the send and marked sent right after it, so an event handled again (a
 * restart, a takeover) finds 'sent' and does nothing. The one window left is a crash between the
 * mail server's accepting the mail and the 'sent' write: the claim then lapses and the mail is sent
 * again, which we prefer to losing a confirmation (at-least-once inside that window of milliseconds).
 * A failure is tried again on the retry schedule (the cursor waits, `retryAt`); after `maxAttempts`
 * the mail is recorded as failed (staff see it) and the dispatcher moves on.
 */
export function createMailDispatch({ mailer, clock, logger, options, instanceId, publicUrl }: MailDispatchDeps) {
  const later = (ms: number): ConsumerOutcome => ({ retryAt: new Date(clock.now().getTime() + ms) });
  let sending = new AbortController();
  let paused = false;

  async function handle({ event, userId }: LoggedEvent): Promise<ConsumerOutcome> {
    if (paused) return later(options.sendTimeoutMs);
    const kind = mailKindOf(event);
    if (!kind || !isOrderEvent(event)) return {};
    const recipient = await loadOrderMail(event, userId, publicUrl);
    if (!recipient) return {};
    const { data, wants } = recipient;
    const key: MailKey = { eventId: event.eventId, recipient: data.to, kind, orderId: event.orderId, orderSequence: data.orderSequence };
    const now = clock.now();
    if ((kind === 'ready' && !wants.ready) || (kind === 'delivered' && !wants.delivered)) {
      await markSkipped(key, now);
      return {};
    }
    const claim = await claimMail(key, instanceId, now, new Date(now.getTime() + options.sendTimeoutMs * 2));
    if (claim.kind === 'settled') return {};
    if (claim.kind === 'held') return { retryAt: claim.until };
    try {
      await withTimeout(mailer.send(orderMail(kind, data)), options.sendTimeoutMs, sending.signal);
      await markSent(key, instanceId, clock.now());
      return {};
    } catch (err) {
      if (err instanceof Abandoned) {
        await releaseClaim(key, instanceId);
        return later(options.sendTimeoutMs);
      }
      const error = err instanceof Error ? err.message : String(err);
      const final = claim.attempt >= options.maxAttempts;
      await markAttemptFailed(key, instanceId, clock.now(), error, final);
      logger.warn(
        { eventId: event.eventId, kind, attempt: claim.attempt, final, err },
        final ? 'order mail given up' : 'order mail failed; tried again later',
      );
      return final ? {} : later(mailRetryDelayMs(options, claim.attempt));
    }
  }

  return {
    handle,
    /** Stops sending here (before the consumer stops): a send in flight is abandoned, so a hanging mail server cannot hold up a shutdown. */
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
