import { Writable } from 'node:stream';

import type { ReportRangeQuery, SalesReport } from '@pizza/shared';

import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { OwnerContact } from '../users';
import { dailyCloseEmail } from './close-mail';
import { alreadySentTo, closeDays, type CloseDayClaim, recordSentTo } from './close-records';

/** What the close mail is made of, injected (the reports and the exports of the orders module, the owners of the users module). */
export interface DayCloseSources {
  salesReport(range: ReportRangeQuery): Promise<SalesReport>;
  writeOrdersCsv(range: ReportRangeQuery, out: NodeJS.WritableStream): Promise<void>;
  activeOwners(): Promise<OwnerContact[]>;
}

/** The day's orders CSV in memory: one day of one shop is small, and every owner gets the same bytes. */
async function csvOf(sources: DayCloseSources, range: ReportRangeQuery): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  await sources.writeOrdersCsv(range, sink);
  return Buffer.concat(chunks);
}

export type DayCloseOutcome = 'sent' | 'lost-claim';

/**
 * Mails the claimed day's close to every active owner not mailed yet, recording each one right
 * after the mail server took it, then marks the day sent. Before each mail the claim is renewed: if
 * it lapsed and another instance took the day over, this one stops. A send that fails throws (the
 * caller retries later; the owners already mailed are not mailed again).
 */
export async function sendDayClose(
  {
    sources,
    mailer,
    logger,
    now,
    leaseUntil,
  }: { sources: DayCloseSources; mailer: Mailer; logger: Logger; now: () => Date; leaseUntil: () => Date },
  claim: CloseDayClaim,
): Promise<DayCloseOutcome> {
  const range = { from: claim.day, to: claim.day };
  const [report, csv, owners] = await Promise.all([sources.salesReport(range), csvOf(sources, range), sources.activeOwners()]);
  for (const owner of owners.filter(({ email }) => !alreadySentTo(claim).includes(email))) {
    if (!(await closeDays.renew(claim, now(), leaseUntil()))) return 'lost-claim';
    await mailer.send(dailyCloseEmail({ to: owner.email, language: owner.language, report, csv }));
    await recordSentTo(claim, owner.email);
    logger.info({ day: claim.day, to: owner.email }, 'the daily close mail was sent');
  }
  await closeDays.finish(claim, now());
  return 'sent';
}
