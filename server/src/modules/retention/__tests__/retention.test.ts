/**
 * The nightly retention pass on the real app and the embedded database
 * (docs/product/legal.md#retention). The app, and the database's TTL monitor with it, stays on a
 * fixed clock at T0; the retention job runs in instances built by the composition root on a clock
 * the test moves days later. Every record is made so that its TTL index has not fallen due at T0,
 * so whatever is gone was deleted by the pass, and each test fails if a kind's delete were skipped.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';

import { Types } from 'mongoose';

import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import { fixedClock } from '../../../lib/clock';
import { createLogger, type Logger } from '../../../lib/logger';
import { createTestCustomer, uniqueEmail } from '../../../test/auth';
import { budapestWinter, fillCart, placed, quoteOf, WORKED_EXAMPLE } from '../../../test/shop-requests';
import {
  AuditEntryModel,
  OneTimeCodeModel,
  OrderModel,
  pushDeliveries,
  ResetTokenModel,
  RestaurantModel,
  sentMails,
  StaffInvitationModel,
  WebhookDeliveryModel,
} from '../../../test/stored-records';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';
import { purgeAuditEntries } from '../../audit';
import { createRetention, type RetentionPass } from '../index';
import { RetentionRunModel } from '../retention-run.model';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const before = (instant: Date, ms: number) => new Date(instant.getTime() - ms);
const after = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

// Tuesday 10 February 2026, 10:00 in Budapest: the app's (and the TTL monitor's) time throughout.
const T0 = budapestWinter('2026-02-10', '10:00:00');
const appClock = fixedClock(T0);
// The retention job's time, moved by the tests.
const jobClock = fixedClock(T0);
let t: TestApp;
const instances: Collaborators[] = [];

interface LogLine {
  level: number;
  msg: string;
  kind?: string;
}

/** A logger whose lines the test reads back. */
function capturingLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, stream), lines };
}

/** Another instance of the shop on the same database, on the job's clock, as the composition root builds it. */
function instance(env: Record<string, string> = {}, logger: Logger = t.logger): Collaborators {
  const built = createCollaborators(testConfig(env), logger, { clock: jobClock });
  instances.push(built);
  return built;
}

async function tickAt(at: Date, job: Collaborators['retention']): Promise<RetentionPass | null> {
  jobClock.set(at);
  return job.tick();
}

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: appClock } });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true }, $unset: { hours: 1 } });
});

afterAll(async () => {
  for (const built of instances.splice(0)) await closeCollaborators(built);
  await t.close();
});

// Records of each kind, as their modules store them.
const resetToken = (fields: { expiresAt: Date; usedAt?: Date }) =>
  ResetTokenModel.create({ userId: new Types.ObjectId(), tokenHash: randomBytes(16).toString('hex'), ...fields });
const oneTimeCode = (expiresAt: Date) =>
  OneTimeCodeModel.create({ email: uniqueEmail('staff'), codeHash: randomBytes(16).toString('hex'), expiresAt });
const invitation = (expiresAt: Date) =>
  StaffInvitationModel.create({
    tokenHash: randomBytes(16).toString('hex'),
    memberId: randomUUID(),
    expiresAt,
    purgeAt: after(expiresAt, 7 * DAY),
  });
const webhookDelivery = (at: Date) =>
  WebhookDeliveryModel.create({
    _id: randomUUID(),
    endpointId: randomUUID(),
    at,
    trigger: 'delivery',
    eventId: randomUUID(),
    eventType: 'order-created',
    attempt: 1,
    ok: true,
    durationMs: 12,
  });
const auditEntry = (at: Date, action: 'order.status' | 'shop.pause' = 'order.status') =>
  AuditEntryModel.create({
    at,
    action,
    actorId: randomUUID(),
    actorName: 'Old Manager',
    actorEmail: uniqueEmail('m'),
    actorRole: 'MANAGER',
    after: { paused: true },
  });

/** A mail's record created at `at`: sent, or still being retried. */
async function mailRecord(at: Date, state: 'sent' | 'retrying' = 'sent') {
  const key = { eventId: randomUUID(), recipient: uniqueEmail('customer') };
  const details = { kind: 'placed' as const, orderId: randomUUID(), orderSequence: '#0001', language: 'en' as const };
  await sentMails.claim({ ...key, ...details }, 'sender', at, after(at, 60_000));
  if (state === 'sent') await sentMails.sent(key, 'sender', at);
  else await sentMails.failed(key, 'sender', at, 'mail server busy', after(at, 60_000));
  return key;
}

async function pushRecord(at: Date) {
  const key = { eventId: randomUUID(), recipient: randomUUID() };
  await pushDeliveries.claim(key, 'sender', at, after(at, 60_000));
  await pushDeliveries.sent(key, 'sender', at);
  return key;
}

const exists = async (model: { exists(filter: object): PromiseLike<unknown> }, id: unknown) => (await model.exists({ _id: id })) !== null;

describe('the nightly pass, each kind', () => {
  // Friday 20 February 2026, 03:31 in Budapest: the night the pass deletes (nine days after T0).
  const night = budapestWinter('2026-02-20', '03:31:00');
  const ids: Record<string, unknown> = {};
  const orderIds: Record<string, string> = {};
  const mails: Record<string, { eventId: string; recipient: string }> = {};
  let job: Collaborators['retention'];
  let result: RetentionPass | null;

  beforeAll(async () => {
    job = instance().retention;
    // Drafts, through checkout at T0: one abandoned (it expires a day later), one quoted again just
    // before the night (its expiry moved on), and an order placed.
    const abandoned = await createTestCustomer();
    await fillCart(t.app, abandoned.token, WORKED_EXAMPLE);
    orderIds.abandoned = (await quoteOf(t.app, abandoned.token)).orderId;
    const recent = await createTestCustomer();
    await fillCart(t.app, recent.token, WORKED_EXAMPLE);
    orderIds.recent = (await quoteOf(t.app, recent.token)).orderId;
    await OrderModel.updateOne({ orderId: orderIds.recent }, { $set: { draftExpiresAt: after(night, 20 * HOUR) } });
    const buyer = await createTestCustomer();
    await fillCart(t.app, buyer.token, WORKED_EXAMPLE);
    orderIds.placed = (await placed(t.app, buyer.token)).orderId;

    ids.tokenExpiredLongAgo = (await resetToken({ expiresAt: before(night, 2 * DAY) }))._id;
    ids.tokenUsedLongAgo = (await resetToken({ expiresAt: after(night, DAY), usedAt: before(night, 2 * DAY) }))._id;
    ids.tokenUsedLately = (await resetToken({ expiresAt: after(night, HOUR), usedAt: before(night, HOUR) }))._id;
    ids.tokenLive = (await resetToken({ expiresAt: after(night, HOUR) }))._id;
    ids.codeOld = (await oneTimeCode(before(night, 8 * DAY)))._id;
    ids.codeLately = (await oneTimeCode(before(night, 6 * DAY)))._id;
    ids.invitationOld = (await invitation(before(night, 8 * DAY)))._id;
    ids.invitationLately = (await invitation(before(night, 6 * DAY)))._id;
    ids.deliveryOld = (await webhookDelivery(before(night, 8 * DAY)))._id;
    ids.deliveryLately = (await webhookDelivery(before(night, 6 * DAY)))._id;
    mails.old = await mailRecord(before(night, 8 * DAY));
    mails.oldStillTried = await mailRecord(before(night, 8 * DAY), 'retrying');
    mails.lately = await mailRecord(before(night, 6 * DAY));
    mails.pushOld = await pushRecord(before(night, 2 * DAY));
    mails.pushLately = await pushRecord(before(night, HOUR));
    ids.auditOld = (await auditEntry(before(night, 366 * DAY)))._id;
    ids.auditLately = (await auditEntry(before(night, 355 * DAY)))._id;
    ids.pauseOld = (await auditEntry(before(night, 366 * DAY), 'shop.pause'))._id;
    ids.pauseLately = (await auditEntry(before(night, 355 * DAY), 'shop.pause'))._id;
    ids.pauseBeyondOrders = (await auditEntry(before(night, 8 * 365 * DAY + DAY), 'shop.pause'))._id;
  });

  it('when it is not yet 03:30 in Budapest, then the check deletes nothing', async () => {
    expect(await tickAt(budapestWinter('2026-02-20', '03:29:00'), job)).toBeNull();
    expect(await exists(AuditEntryModel, ids.auditOld)).toBe(true);
    expect(await OrderModel.exists({ orderId: orderIds.abandoned })).not.toBeNull();
  });

  it('when 03:30 has passed, then one pass deletes the records past their period, counts them per kind and keeps a month of its own records', async () => {
    // The runs' own records: a month's worth is kept.
    await RetentionRunModel.create([
      { _id: '2026-01-20', doneAt: budapestWinter('2026-01-20', '03:30:00') },
      { _id: '2026-01-21', doneAt: budapestWinter('2026-01-21', '03:30:00') },
    ]);
    result = await tickAt(night, job);
    expect(result).toEqual({
      day: '2026-02-20',
      deleted: {
        drafts: 1,
        resetTokens: 2,
        oneTimeCodes: 1,
        staffInvitations: 1,
        webhookDeliveries: 1,
        sentMails: 1,
        pushDeliveries: 1,
        auditEntries: 2,
      },
      failed: [],
    });
    const run = await RetentionRunModel.findById('2026-02-20').lean();
    expect(run?.doneAt).toEqual(night);
    expect(run?.deleted).toEqual(result!.deleted);
    expect(await exists(RetentionRunModel, '2026-01-20')).toBe(false);
    expect(await exists(RetentionRunModel, '2026-01-21')).toBe(true);
  });

  it('when a checkout draft expired, then it goes; a draft quoted lately and a placed order stay', async () => {
    expect(await OrderModel.exists({ orderId: orderIds.abandoned })).toBeNull();
    expect(await OrderModel.exists({ orderId: orderIds.recent })).not.toBeNull();
    expect(await OrderModel.exists({ orderId: orderIds.placed })).not.toBeNull();
  });

  it('when a reset token was used or expired over a day ago, then it goes; one used lately or still live stays', async () => {
    expect(await exists(ResetTokenModel, ids.tokenExpiredLongAgo)).toBe(false);
    expect(await exists(ResetTokenModel, ids.tokenUsedLongAgo)).toBe(false);
    expect(await exists(ResetTokenModel, ids.tokenUsedLately)).toBe(true);
    expect(await exists(ResetTokenModel, ids.tokenLive)).toBe(true);
  });

  it('when a sign-in code or an invitation link expired over 7 days ago, then it goes; one expired 6 days ago stays', async () => {
    expect(await exists(OneTimeCodeModel, ids.codeOld)).toBe(false);
    expect(await exists(OneTimeCodeModel, ids.codeLately)).toBe(true);
    expect(await exists(StaffInvitationModel, ids.invitationOld)).toBe(false);
    expect(await exists(StaffInvitationModel, ids.invitationLately)).toBe(true);
  });

  it('when a webhook delivery attempt is over 7 days old, then it goes; a newer one stays', async () => {
    expect(await exists(WebhookDeliveryModel, ids.deliveryOld)).toBe(false);
    expect(await exists(WebhookDeliveryModel, ids.deliveryLately)).toBe(true);
  });

  it('when a mail was sent over 7 days ago, then its record goes; a newer one, and an old one still being tried, stay', async () => {
    expect(await sentMails.find(mails.old!)).toBeNull();
    expect(await sentMails.find(mails.lately!)).not.toBeNull();
    expect((await sentMails.find(mails.oldStillTried!))?.state).toBe('retrying');
  });

  it("when a push's record is past its day, then it goes; a newer one stays", async () => {
    expect(await pushDeliveries.find(mails.pushOld!)).toBeNull();
    expect(await pushDeliveries.find(mails.pushLately!)).not.toBeNull();
  });

  it('when an audit entry is over a year old, then it goes; one a few days younger stays', async () => {
    expect(await exists(AuditEntryModel, ids.auditOld)).toBe(false);
    expect(await exists(AuditEntryModel, ids.auditLately)).toBe(true);
  });

  it("when a pause of the shop is over a year old, then it stays for the reports without who made it, until the orders' period ends", async () => {
    const old = await AuditEntryModel.findById(ids.pauseOld).lean();
    expect(old).toMatchObject({ action: 'shop.pause', after: { paused: true } });
    expect([old?.actorId, old?.actorName, old?.actorEmail, old?.actorRole]).toEqual([undefined, undefined, undefined, undefined]);
    expect(await AuditEntryModel.findById(ids.pauseLately).lean()).toMatchObject({ actorName: 'Old Manager', actorRole: 'MANAGER' });
    expect(await exists(AuditEntryModel, ids.pauseBeyondOrders)).toBe(false);
  });

  it("when the day's pass is done, then later checks that day delete nothing until the next night's pass", async () => {
    const entry = (await auditEntry(before(night, 400 * DAY)))._id;
    expect(await tickAt(budapestWinter('2026-02-20', '15:00:00'), job)).toBeNull();
    expect(await exists(AuditEntryModel, entry)).toBe(true);
    const next = await tickAt(budapestWinter('2026-02-21', '03:30:00'), job);
    expect(next?.deleted.auditEntries).toBe(1);
    expect(await exists(AuditEntryModel, entry)).toBe(false);
  });
});

describe('several instances', () => {
  it('when two instances check at the same moment, then one deletes, the other does nothing, and neither errors', async () => {
    const night = budapestWinter('2026-02-23', '03:30:00');
    const old = await Promise.all([1, 2, 3].map(() => auditEntry(before(night, 400 * DAY))));
    const logs = [capturingLogger(), capturingLogger()];
    const [a, b] = logs.map(({ logger }) => instance({}, logger).retention);
    jobClock.set(night);
    const results = await Promise.all([a!.tick(), b!.tick()]);
    const passes = results.filter((result) => result !== null);
    expect(passes).toHaveLength(1);
    expect(passes[0]!.deleted.auditEntries).toBe(3);
    for (const entry of old) expect(await exists(AuditEntryModel, entry._id)).toBe(false);
    expect(logs.flatMap(({ lines }) => lines).filter((line) => line.level >= 50)).toEqual([]);
    expect((await RetentionRunModel.findById('2026-02-23').lean())?.claims).toBe(1);
  });
});

describe('a failing kind', () => {
  it('when one kind fails, then the others still delete, the failure is logged, and the day is tried again later', async () => {
    const night = budapestWinter('2026-02-25', '03:30:00');
    const entry = (await auditEntry(before(night, 400 * DAY)))._id;
    const { logger, lines } = capturingLogger();
    let failing = true;
    const job = createRetention({
      clock: jobClock,
      logger,
      instanceId: 'one-instance',
      runAt: '03:30',
      retryMs: 30 * 60_000,
      kinds: [
        {
          name: 'refused',
          purge: async () => {
            if (failing) throw new Error('the collection refused the delete');
            return 0;
          },
        },
        { name: 'auditEntries', purge: purgeAuditEntries },
      ],
    });

    const first = await tickAt(night, job);
    expect(first).toEqual({ day: '2026-02-25', deleted: { auditEntries: 1 }, failed: ['refused'] });
    expect(await exists(AuditEntryModel, entry)).toBe(false);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.kind)).toEqual(['refused']);
    expect((await RetentionRunModel.findById('2026-02-25').lean())?.doneAt).toBeUndefined();

    // Not before the retry is due; then the day is run again and done.
    expect(await tickAt(after(night, 10 * 60_000), job)).toBeNull();
    failing = false;
    const retried = await tickAt(after(night, 31 * 60_000), job);
    expect(retried).toEqual({ day: '2026-02-25', deleted: { refused: 0, auditEntries: 0 }, failed: [] });
    expect((await RetentionRunModel.findById('2026-02-25').lean())?.doneAt).toEqual(after(night, 31 * 60_000));
  });
});

describe('a pass slower than its lease', () => {
  it('when another instance took the day over after the lease lapsed, then the slow pass stops before its next kind and the day is run once', async () => {
    const night = budapestWinter('2026-02-26', '03:30:00');
    const entry = (await auditEntry(before(night, 400 * DAY)))._id;
    const purged: string[] = [];
    const job = (instanceId: string, slow: () => Promise<void>) =>
      createRetention({
        clock: jobClock,
        logger: capturingLogger().logger,
        instanceId,
        runAt: '03:30',
        leaseMs: 10 * 60_000,
        kinds: [
          {
            name: 'slow',
            purge: async () => {
              purged.push(`${instanceId}:slow`);
              await slow();
              return 0;
            },
          },
          {
            name: 'auditEntries',
            purge: async (now) => {
              purged.push(`${instanceId}:auditEntries`);
              return purgeAuditEntries(now);
            },
          },
        ],
      });
    const other = job('other', async () => undefined);
    // The first kind outlasts the lease; meanwhile the other instance claims the lapsed day and runs it whole.
    let otherPass: RetentionPass | null = null;
    const stalled = job('stalled', async () => {
      jobClock.set(after(night, 11 * 60_000));
      otherPass = await other.tick();
    });

    expect(await tickAt(night, stalled)).toBeNull();
    expect(otherPass).toEqual({ day: '2026-02-26', deleted: { slow: 0, auditEntries: 1 }, failed: [] });
    expect(purged).toEqual(['stalled:slow', 'other:slow', 'other:auditEntries']);
    expect(await exists(AuditEntryModel, entry)).toBe(false);
    expect((await RetentionRunModel.findById('2026-02-26').lean())?.claims).toBe(2);
  });
});

describe('the event log kept longer than the delivery logs', () => {
  it("when EVENT_RETENTION_DAYS is 10, then a sent mail's record stays while its event could still be read again", async () => {
    const night = budapestWinter('2026-03-01', '03:30:00');
    const job = instance({ EVENT_RETENTION_DAYS: '10' }).retention;
    const readable = await mailRecord(before(night, 8 * DAY));
    const gone = await mailRecord(before(night, 11 * DAY));
    const result = await tickAt(night, job);
    expect(result?.deleted.sentMails).toBe(1);
    expect(await sentMails.find(readable)).not.toBeNull();
    expect(await sentMails.find(gone)).toBeNull();
  });
});
