import { retentionCutoff } from '../../lib/retention-cutoff';
import { sentMails } from './sent-mail.model';

/**
 * Deletes the records of mails sent, given up or skipped more than RETENTION_DAYS.deliveryLogs ago
 * (docs/product/legal.md#retention), but never while the event they answer could still be read from
 * the event log (EVENT_RETENTION_DAYS): a record is what makes a repeat of its event send nothing,
 * and a record is created after its event happened, so past the log's retention no repeat can come.
 * A mail still being tried stays. Returns how many went.
 */
export async function purgeSentMails(now: Date, eventRetentionMs: number): Promise<number> {
  const byPeriod = retentionCutoff('deliveryLogs', now).getTime();
  return sentMails.purgeSettled(new Date(Math.min(byPeriod, now.getTime() - eventRetentionMs)));
}
