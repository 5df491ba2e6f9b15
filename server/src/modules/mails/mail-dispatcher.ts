import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { type AttemptReport, createDurableConsumer, type EventLog } from '../../platform';
import { createMailAttempt } from './mail-attempt';
import { createMailDispatch } from './mail-for-event';
import type { MailOptions } from './mail-options';
import { createMailRetries } from './mail-retries';
import type { EarnedRewardsOf } from './reward-mail';

/** The dispatcher's consumer of the log: its cursor and its lease. */
export const MAIL_CONSUMER = 'mail';

export interface MailDispatcherDeps {
  events: Pick<EventLog, 'readAfter' | 'latestSeq' | 'onCommitted' | 'onPeerCommitted' | 'findByEventId'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  logger: Logger;
  instanceId: string;
  publicUrl: string;
  options: MailOptions;
  /** The loyalty reward an order's finishing earned (the promos module's). */
  earnedRewards: EarnedRewardsOf;
  /** Told of every attempt's outcome (the metrics). */
  onAttempt?: (report: AttemptReport) => void;
}

/**
 * Customer mails follow the event log, not requests: one durable consumer named 'mail' on every
 * instance, one of which holds the lease, makes the first attempt at each event's mail and sweeps
 * the retries. Its cursor survives restarts, so events that happened while every instance was down
 * are mailed on the next start; an order request never waits for a mail server, and a mail being
 * retried never holds up the next one.
 */
export function createMailDispatcher(deps: MailDispatcherDeps) {
  const { events, clock, logger, instanceId, options } = deps;
  const log = logger.child({ component: 'mails' });
  const attempt = createMailAttempt({ ...deps, logger: log });
  const dispatch = createMailDispatch({ ...deps, attempt });
  const consumer = createDurableConsumer({
    name: MAIL_CONSUMER,
    log: events,
    logger: log,
    clock,
    instanceId,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    gatherMs: options.gatherMs,
    prepare: dispatch.prepare,
    handle: dispatch.handle,
  });
  const retries = createMailRetries({ ...deps, logger: log, attempt, active: consumer.active });
  return {
    ...consumer,
    async start(): Promise<void> {
      attempt.resume();
      await consumer.start();
      retries.start();
    },
    /** A send in flight is abandoned (uncounted; the retry sweep of the next holder of the lease sends the mail). */
    async stop(): Promise<void> {
      attempt.pause();
      await retries.stop();
      await consumer.stop();
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
