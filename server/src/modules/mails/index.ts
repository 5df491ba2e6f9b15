import type { Config } from '../../config/env';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { mountTables } from '../../lib/route-table';
import type { AttemptReport, EventLog } from '../../platform';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import { createMailDispatcher } from './mail-dispatcher';
import { DEFAULT_MAIL_OPTIONS, type MailOptions } from './mail-options';
import { accountRoutes, mailsRoutes } from './mails.routes';
import type { EarnedRewardsOf } from './reward-mail';

export { MAIL_CONSUMER, type MailDispatcher } from './mail-dispatcher';
export { DEFAULT_MAIL_OPTIONS, type MailOptions } from './mail-options';
export { findMail } from './sent-mails';
export { purgeSentMails } from './purge-sent-mails';
export type { EarnedRewardsOf } from './reward-mail';
export { orderMail } from './templates/order-mails';
export type { OrderMailData } from './templates/order-mail-data';

export interface MailsDeps {
  config: Pick<Config, 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  logger: Logger;
  events: EventLog;
  /** This process: the holder named in the dispatcher's lease and claims. */
  instanceId: string;
  options?: Partial<MailOptions>;
  /** The loyalty reward an order's finishing earned (the promos module's; the reward mail). */
  earnedRewards: EarnedRewardsOf;
  /** Told of every attempt's outcome (the metrics). */
  onAttempt?: (report: AttemptReport) => void;
}

/** Customer e-mails for each stage of an order, sent by a dispatcher following the event log (start/stop with the app). */
export function createOrderMails({ config, options, ...deps }: MailsDeps) {
  return createMailDispatcher({ ...deps, publicUrl: config.publicUrl, options: { ...DEFAULT_MAIL_OPTIONS, ...options } });
}

/** The customer's preferences (/api/account) and the staff's view of failed mails (/api/mails). */
export function mailsFeature({ guard }: { guard: AuthGuard }): Feature {
  return mountTables([accountRoutes(), mailsRoutes()], accessGuards(guard));
}
