/**
 * A mail that fails does not hold up the others: it waits as 'retrying' in sent_mails and the retry
 * sweep sends it on the schedule, once, whichever dispatchers sweep; a permanent refusal (SMTP 5xx)
 * is failed at once. Orders go through one instance whose dispatcher is not started; the mails are
 * sent by other instances on the same database (each with its own mailer, clock and instanceId).
 */
import type { MailFailure } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import type { Clock } from '../../../lib/clock';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_MAIL_OPTIONS, findMail, type MailOptions } from '../index';
import { createMailAttempt } from '../mail-attempt';
import { createMailRetries } from '../mail-retries';
import { FAST_MAILS, movableClock, orderFor, type ScriptedMailer, scriptedMailer } from './helpers';

let t: TestApp;
let staff: TestPrincipal;
const others: Array<{ deps: Collaborators; mailer: ScriptedMailer }> = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: { mails: FAST_MAILS } });
  staff = await createTestAdmin();
});

afterEach(async () => {
  for (const other of others.splice(0)) {
    await other.deps.mails.stop();
    other.mailer.release();
    await closeCollaborators(other.deps);
  }
});

afterAll(() => t.close());

/** A dispatcher on another instance of the shop (same database), started and holding the lease. */
async function dispatcher(mailer: ScriptedMailer, mails: Partial<MailOptions> = {}, clock?: Clock) {
  const deps = createCollaborators(t.config, t.logger, { mailer, mails: { ...FAST_MAILS, ...mails }, ...(clock ? { clock } : {}) });
  others.push({ deps, mailer });
  await deps.mails.start();
  await until(() => deps.mails.active(), 'the dispatcher holding the lease');
  return deps;
}

/** The customer's order and the event id of its confirmation. */
async function orderBy(customer: TestPrincipal) {
  const from = await t.deps.events.latestSeq();
  const order = await orderFor(t.app, customer);
  const logged = await t.deps.events.readAfter(from, { kind: 'all' }, 20);
  const created = logged.find(({ event }) => event.type === 'order-created' && event.orderId === order.orderId)!;
  return { order, confirmation: { eventId: created.event.eventId, recipient: customer.user.email } };
}

const to = (mailer: ScriptedMailer, list: 'attempts' | 'delivered', customer: TestPrincipal) =>
  mailer[list].filter((mail) => mail.to === customer.user.email);

async function failures(): Promise<MailFailure[]> {
  return (await request(t.app).get('/api/mails/failures').set(bearer(staff.token)).expect(200)).body;
}

it('when one customer’s mails keep failing, then the next customer’s confirmation goes at once while the first waits for its retry', async () => {
  const [ann, ben] = [await createTestCustomer(), await createTestCustomer()];
  const mailer = scriptedMailer();
  mailer.behaviour = (_attempt, message) => (message.to === ann.user.email ? 'fail' : 'ok');
  await dispatcher(mailer, { retryScheduleMs: [60_000] });

  const first = await orderBy(ann);
  await orderBy(ben);
  await until(() => to(mailer, 'delivered', ben).length === 1, 'ben’s confirmation');
  const waiting = await findMail(first.confirmation);
  expect(waiting).toMatchObject({ state: 'retrying', attempts: 1, lastError: '421 4.3.0 mail server busy' });
  expect(waiting!.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000);
  expect(to(mailer, 'attempts', ann)).toHaveLength(1);
});

it('when a mail fails, then it is tried again on the schedule and sent once the mail server takes it; a mail failing every time is failed after maxAttempts and listed for staff', async () => {
  const [cy, dot] = [await createTestCustomer(), await createTestCustomer()];
  const clock = movableClock();
  const mailer = scriptedMailer();
  let cyBroken = true;
  mailer.behaviour = (_attempt, message) => (message.to === dot.user.email || cyBroken ? 'fail' : 'ok');
  await dispatcher(mailer, { retryScheduleMs: [10_000, 30_000], maxAttempts: 3 }, clock);
  const cyMail = (await orderBy(cy)).confirmation;
  const dotOrder = await orderBy(dot);

  const retrying = async (mail: typeof cyMail, attempts: number, waitMs: number) => {
    await until(
      async () => (await findMail(mail))?.attempts === attempts && (await findMail(mail))?.state === 'retrying',
      `attempt ${attempts}`,
    );
    const due = (await findMail(mail))!.nextAttemptAt!.getTime() - clock.now().getTime();
    expect(due).toBeGreaterThan(waitMs - 2000);
    expect(due).toBeLessThanOrEqual(waitMs);
  };
  await retrying(cyMail, 1, 10_000);
  await retrying(dotOrder.confirmation, 1, 10_000);
  clock.advance(10_000);
  await retrying(cyMail, 2, 30_000);
  await retrying(dotOrder.confirmation, 2, 30_000);

  cyBroken = false;
  clock.advance(30_000);
  await until(async () => (await findMail(cyMail))?.state === 'sent', 'cy’s confirmation sent');
  expect(await findMail(cyMail)).toMatchObject({ attempts: 3 });
  expect(to(mailer, 'attempts', cy)).toHaveLength(3);
  expect(to(mailer, 'delivered', cy)).toHaveLength(1);

  await until(async () => (await findMail(dotOrder.confirmation))?.state === 'failed', 'dot’s confirmation given up');
  expect((await failures()).find((f) => f.id === `${dotOrder.confirmation.eventId}:${dot.user.email}`)).toMatchObject({
    kind: 'placed',
    orderSequence: dotOrder.order.orderSequence,
    attempts: 3,
    lastError: '421 4.3.0 mail server busy',
  });
  expect(to(mailer, 'attempts', dot)).toHaveLength(3);
});

it('when the mail server refuses the recipient for good (550), then the mail is failed at once after one attempt', async () => {
  const eli = await createTestCustomer();
  const mailer = scriptedMailer();
  mailer.behaviour = (_attempt, message) => (message.to === eli.user.email ? 'refuse' : 'ok');
  await dispatcher(mailer);
  const { confirmation } = await orderBy(eli);

  await until(async () => (await findMail(confirmation))?.state === 'failed', 'the refusal recorded');
  expect(await findMail(confirmation)).toMatchObject({ attempts: 1, lastError: '550 5.1.1 mailbox unavailable' });
  expect((await failures()).some((f) => f.recipient === eli.user.email && f.attempts === 1)).toBe(true);
  expect(to(mailer, 'attempts', eli)).toHaveLength(1);
});

it('when two dispatchers sweep the same pending retries at once, then each retry is sent exactly once', async () => {
  const buyers = await Promise.all(Array.from({ length: 4 }, () => createTestCustomer()));
  const failing = scriptedMailer();
  failing.behaviour = () => 'fail';
  const first = await dispatcher(failing, { retryScheduleMs: [60_000] });
  const mails = [];
  for (const buyer of buyers) mails.push((await orderBy(buyer)).confirmation);
  for (const mail of mails) await until(async () => (await findMail(mail))?.state === 'retrying', 'the first attempt failed');
  await first.mails.stop();

  // Two instances a minute later, when the retries are due: both sweep at once, twice.
  const later = movableClock();
  later.advance(60_000);
  const options = { ...DEFAULT_MAIL_OPTIONS, ...FAST_MAILS };
  const sweeper = (instanceId: string) => {
    const mailer = scriptedMailer();
    const attempt = createMailAttempt({ mailer, clock: later, logger: t.logger, options, instanceId });
    const publicUrl = t.config.publicUrl;
    const retries = createMailRetries({
      attempt,
      events: t.deps.events,
      clock: later,
      logger: t.logger,
      options,
      instanceId,
      publicUrl,
      earnedRewards: t.deps.loyalty.rewardsEarnedBy,
      active: () => true,
    });
    return { mailer, retryDue: retries.retryDue };
  };
  const [x, y] = [sweeper('instance-x'), sweeper('instance-y')];
  await Promise.all([x.retryDue(), y.retryDue()]);
  await Promise.all([x.retryDue(), y.retryDue()]);

  const delivered = [...x.mailer.delivered, ...y.mailer.delivered].filter((mail) => buyers.some((b) => b.user.email === mail.to));
  expect(delivered.map((mail) => mail.to).sort()).toEqual(buyers.map((b) => b.user.email).sort());
  for (const mail of mails) expect(await findMail(mail)).toMatchObject({ state: 'sent', attempts: 2 });
});
