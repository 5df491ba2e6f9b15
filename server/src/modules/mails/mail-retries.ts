import { isLanguage, isOrderEvent, type OrderMailKind } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { MailMessage } from '../../lib/mailer';
import { createRetrySweep, type EventLog } from '../../platform';
import type { MailAttempt } from './mail-attempt';
import type { MailOptions } from './mail-options';
import { loadOrderMail } from './order-mail-loader';
import { type EarnedRewardsOf, eventIdOfMail } from './reward-mail';
import { sentMails, type SentMailRecord } from './sent-mail.model';
import type { MailKey } from './sent-mails';
import { orderMail } from './templates/order-mails';

export interface MailRetriesDeps {
  attempt: MailAttempt;
  events: Pick<EventLog, 'findByEventId'>;
  clock: Clock;
  logger: Logger;
  options: Pick<MailOptions, 'sendTimeoutMs' | 'retrySweepMs'>;
  instanceId: string;
  publicUrl: string;
  earnedRewards: EarnedRewardsOf;
  /** Whether this instance holds the dispatcher's lease (only that one sweeps). */
  active: () => boolean;
}

const GONE = 'the order, its event or the account is gone';

/**
 * The mails' retry sweep (the platform's, platform/delivery/retry-sweep.ts): the instance holding
 * the dispatcher's lease claims the mails whose retry is due (and those whose sender died mid-send)
 * and sends each again, rebuilt from its record. The claim keeps each mail to one sender.
 */
export function createMailRetries({
  attempt,
  events,
  clock,
  logger,
  options,
  instanceId,
  publicUrl,
  earnedRewards,
  active,
}: MailRetriesDeps) {
  /** The mail as the first attempt wrote it: its event from the log, the order as placed, the customer's language then. */
  async function rebuild(record: SentMailRecord): Promise<MailMessage | undefined> {
    const logged = await events.findByEventId(eventIdOfMail(record.eventId));
    if (!logged || !isOrderEvent(logged.event)) return undefined;
    const loaded = await loadOrderMail(logged.event, logged.userId, publicUrl);
    if (!loaded) return undefined;
    const language = isLanguage(record.language) ? record.language : loaded.data.language;
    // The reward mail names the order's reward (reward-mail.ts).
    const reward = record.kind === 'reward' ? (await earnedRewards([logged.event.orderId])).get(logged.event.orderId) : undefined;
    if (record.kind === 'reward' && !reward) return undefined;
    return orderMail(record.kind, { ...loaded.data, to: record.recipient, language, ...(reward ? { reward } : {}) });
  }

  async function retry(record: SentMailRecord): Promise<void> {
    const now = clock.now();
    const { eventId, recipient, orderId, orderSequence } = record;
    const language = isLanguage(record.language) ? record.language : 'en';
    const key: MailKey = { eventId, recipient, orderId, orderSequence, kind: record.kind as OrderMailKind, language };
    const attemptNo = await sentMails.claim(key, instanceId, now, new Date(now.getTime() + options.sendTimeoutMs * 2));
    if (attemptNo === undefined) return;
    const message = await rebuild(record);
    if (message) return attempt.send(key, attemptNo, message);
    await sentMails.failed(key, instanceId, clock.now(), GONE);
    logger.warn({ eventId: record.eventId, kind: record.kind }, `order mail given up: ${GONE}`);
  }

  return createRetrySweep({
    due: (limit) => sentMails.due(clock.now(), limit),
    retry,
    active,
    paused: attempt.paused,
    everyMs: options.retrySweepMs,
    logger,
  });
}
