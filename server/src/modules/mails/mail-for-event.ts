import { isOrderEvent } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { ConsumerOutcome, LoggedEvent } from '../../platform';
import type { MailAttempt } from './mail-attempt';
import type { MailOptions } from './mail-options';
import { mailKindOf } from './mail-stage';
import { loadOrderMails, type MailRecipient } from './order-mail-loader';
import { type EarnedReward, type EarnedRewardsOf, finishesOrder, rewardMailEventId } from './reward-mail';
import { sentMails } from './sent-mail.model';
import type { MailKey } from './sent-mails';
import { orderMail } from './templates/order-mails';

export interface MailDispatchDeps {
  attempt: MailAttempt;
  clock: Clock;
  options: Pick<MailOptions, 'sendTimeoutMs'>;
  instanceId: string;
  publicUrl: string;
  /** The loyalty reward an order's finishing earned (the promos module's, through the composition root). */
  earnedRewards: EarnedRewardsOf;
}

/** What a run's events mail: per event id, its recipient and the reward its finishing earned. */
interface PreparedMails {
  mails: Map<string, MailRecipient>;
  rewards: Map<string, EarnedReward>;
}

/**
 * The mail dispatcher's handling of one event of the log (the durable consumer 'mail' calls it in
 * seq order on the instance holding the lease): the first attempt at its mail. Exactly once per
 * (event, recipient): the sent-mail record (the platform's attempt ledger) is claimed BEFORE the
 * send and marked sent right after it, so an event handled again (a restart, a takeover) finds it
 * settled, or held, or waiting for its retry, and does nothing. The one window left is a crash between the mail server's accepting the
 * mail and the 'sent' write: the claim then lapses and the retry sweep sends the mail again, which we
 * prefer to losing a confirmation (at-least-once inside that window of milliseconds). A failed send
 * never holds the cursor: the record becomes 'retrying' and the retry sweep (mail-retries.ts) takes it
 * from there, so one bad recipient does not delay every other customer's mail.
 */
export function createMailDispatch({ attempt, clock, options, instanceId, publicUrl, earnedRewards }: MailDispatchDeps) {
  /** The mails of a run's events, read at once (by event id); the rewards only for the events that finish an order. */
  async function prepare(run: readonly LoggedEvent[]): Promise<PreparedMails> {
    const mailed = run.flatMap(({ event, userId }) => (mailKindOf(event) && isOrderEvent(event) ? [{ event, userId }] : []));
    const finishing = mailed.flatMap(({ event }) => (finishesOrder(event) && isOrderEvent(event) ? [event] : []));
    const [mails, earned] = await Promise.all([loadOrderMails(mailed, publicUrl), earnedRewards(finishing.map((event) => event.orderId))]);
    const rewards: PreparedMails['rewards'] = new Map();
    for (const event of finishing) {
      const reward = earned.get(event.orderId);
      if (reward) rewards.set(event.eventId, reward);
    }
    return { mails, rewards };
  }

  async function handle({ event }: LoggedEvent, { mails, rewards }: PreparedMails): Promise<ConsumerOutcome> {
    if (attempt.paused()) return { retryAt: new Date(clock.now().getTime() + options.sendTimeoutMs) };
    const kind = mailKindOf(event);
    if (!kind || !isOrderEvent(event)) return {};
    const recipient = mails.get(event.eventId);
    if (!recipient) return {};
    const { data, wants } = recipient;
    const key: MailKey = {
      eventId: event.eventId,
      recipient: data.to,
      kind,
      orderId: event.orderId,
      orderSequence: data.orderSequence,
      language: data.language,
    };
    const now = clock.now();
    if ((kind === 'ready' && !wants.ready) || (kind === 'delivered' && !wants.delivered)) {
      await sentMails.skipped(key, now);
    } else {
      const attemptNo = await sentMails.claim(key, instanceId, now, new Date(now.getTime() + options.sendTimeoutMs * 2));
      if (attemptNo !== undefined) await attempt.send(key, attemptNo, orderMail(kind, data));
    }
    // The reward mail goes whatever the customer chose for the thank-you: it carries their code.
    const reward = rewards.get(event.eventId);
    if (reward) {
      const rewardKey: MailKey = { ...key, eventId: rewardMailEventId(event.eventId), kind: 'reward' };
      const at = clock.now();
      const attemptNo = await sentMails.claim(rewardKey, instanceId, at, new Date(at.getTime() + options.sendTimeoutMs * 2));
      if (attemptNo !== undefined) await attempt.send(rewardKey, attemptNo, orderMail('reward', { ...data, reward }));
    }
    return {};
  }

  return { prepare, handle };
}
