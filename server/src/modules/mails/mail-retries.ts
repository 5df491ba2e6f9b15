import { isLanguage, isOrderEvent, type OrderMailKind } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailMessage } from '../../lib/mailer';
import type { EventLog } from '../../platform';
import type { MailAttempt } from './mail-attempt';
import type { MailOptions } from './mail-options';
import { loadOrderMail } from './order-mail-loader';
import type { SentMailRecord } from './sent-mail.model';
import { claimMail, findDueMails, type MailKey, markAttemptFailed } from './sent-mails';
import { orderMail } from './templates/order-mails';

export interface MailRetriesDeps {
  attempt: MailAttempt;
  events: Pick<EventLog, 'findByEventId'>;
  clock: Clock;
  logger: Logger;
  options: Pick<MailOptions, 'sendTimeoutMs' | 'retrySweepMs'>;
  instanceId: string;
  publicUrl: string;
  /** Whether this instance holds the dispatcher's lease (only that one sweeps). */
  active: () => boolean;
}

/** Mails looked at per pass of the sweep (the next pass takes the rest). */
const SWEEP_BATCH = 20;

const GONE = 'the order, its event or the account is gone';

/**
 * The retry sweep: every `retrySweepMs`, the instance holding the dispatcher's lease claims the mails
 * whose retry is due (and those whose sender died mid-send, its claim lapsed) and sends them again.
 * The claim (sent-mails.ts) keeps each mail to one sender, whichever instances sweep.
 */
export function createMailRetries({ attempt, events, clock, logger, options, instanceId, publicUrl, active }: MailRetriesDeps) {
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  /** The mail as the first attempt wrote it: its event from the log, the order as placed, the customer's language then. */
  async function rebuild(record: SentMailRecord): Promise<MailMessage | undefined> {
    const logged = await events.findByEventId(record.eventId);
    if (!logged || !isOrderEvent(logged.event)) return undefined;
    const loaded = await loadOrderMail(logged.event, logged.userId, publicUrl);
    if (!loaded) return undefined;
    const language = isLanguage(record.language) ? record.language : loaded.data.language;
    return orderMail(record.kind as OrderMailKind, { ...loaded.data, to: record.recipient, language });
  }

  async function retry(record: SentMailRecord): Promise<void> {
    const now = clock.now();
    const { eventId, recipient, orderId, orderSequence } = record;
    const language = isLanguage(record.language) ? record.language : 'en';
    const key: MailKey = { eventId, recipient, orderId, orderSequence, kind: record.kind as OrderMailKind, language };
    const attemptNo = await claimMail(key, instanceId, now, new Date(now.getTime() + options.sendTimeoutMs * 2));
    if (attemptNo === undefined) return;
    const message = await rebuild(record);
    if (message) return attempt.send(key, attemptNo, message);
    await markAttemptFailed(key, instanceId, clock.now(), GONE);
    logger.warn({ eventId: record.eventId, kind: record.kind }, `order mail given up: ${GONE}`);
  }

  /** One pass: every mail due now, one after the other (a stop abandons the one in flight and ends the pass). */
  async function retryDue(): Promise<void> {
    for (const record of await findDueMails(clock.now(), SWEEP_BATCH)) {
      if (attempt.paused()) return;
      await retry(record);
    }
  }

  function sweep(): void {
    if (sweeping || !active()) return;
    sweeping = retryDue()
      .catch((err: unknown) => logger.error({ err }, 'the mail retry sweep failed; it runs again'))
      .finally(() => (sweeping = undefined));
  }

  return {
    retryDue,
    start(): void {
      timer = setInterval(sweep, options.retrySweepMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await sweeping;
    },
  };
}
