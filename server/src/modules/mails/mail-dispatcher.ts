import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { createDurableConsumer, type OrderEventLog } from '../events';
import { createMailDispatch } from './mail-dispatch';
import type { MailOptions } from './mail-options';

/** The dispatcher's consumer of the log: its cursor and its lease. */
export const MAIL_CONSUMER = 'mail';

export interface MailDispatcherDeps {
  events: Pick<OrderEventLog, 'readAfter' | 'latestSeq' | 'onCommitted' | 'onPeerCommitted'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  logger: Logger;
  instanceId: string;
  publicUrl: string;
  options: MailOptions;
}

/**
 * Customer mails follow the event log, not requests: one durable consumer named 'mail' on every
 * instance, one of which holds the lease and sends. Its cursor survives restarts, so events that
 * happened while every instance was down are mailed on the next start; an order request never
 * waits for a mail server.
 */
export function createMailDispatcher(deps: MailDispatcherDeps) {
  const { events, clock, logger, instanceId, options } = deps;
  const log = logger.child({ component: 'mails' });
  const dispatch = createMailDispatch({ ...deps, logger: log });
  const consumer = createDurableConsumer({
    name: MAIL_CONSUMER,
    log: events,
    logger: log,
    clock,
    instanceId,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    handle: dispatch.handle,
  });
  return {
    ...consumer,
    async start(): Promise<void> {
      dispatch.resume();
      await consumer.start();
    },
    /** A send in flight is abandoned (another instance, or the next start, sends the mail). */
    async stop(): Promise<void> {
      dispatch.pause();
      await consumer.stop();
    },
  };
}

export type MailDispatcher = ReturnType<typeof createMailDispatcher>;
