/**
 * Exactly once, whatever happens: two dispatchers racing on one database, a restart (with the
 * events of the downtime caught up), a mail server that fails (retries, then a failure staff see)
 * and one that never answers (orders are not slowed).
 */
import { bearer, mailbox, mailsTo, until, waitForMails } from '@pizza/test-kit';
import request from 'supertest';

import { createApp } from '../../../app';
import { closeCollaborators, type Collaborators, createCollaborators } from '../../../composition';
import type { LoggedEvent } from '../../../platform';
import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { commandsOn } from '../../../test/db-commands';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_MAIL_OPTIONS, findMail } from '../index';
import { createMailAttempt } from '../mail-attempt';
import { createMailDispatch } from '../mail-for-event';
import type { MailRecipient } from '../order-mail-loader';
import { FAST_MAILS, fastMails, orderFor, type ScriptedMailer, scriptedMailer, setStatus } from './helpers';

let t: TestApp;
let staff: TestPrincipal;
let mailer: ScriptedMailer;
const others: Collaborators[] = [];

beforeAll(async () => {
  t = await createTestApp({ overrides: fastMails(), monitorCommands: true });
  staff = await createTestAdmin();
});

afterEach(async () => {
  await t.deps.mails.stop();
  mailer?.release();
  for (const other of others.splice(0)) {
    await other.mails.stop();
    await closeCollaborators(other);
  }
});

afterAll(() => t.close());

/** Another instance of the shop on the same database, with its own dispatcher (another instanceId) and mailer. */
function anotherInstance(withMailer: ScriptedMailer) {
  const deps = createCollaborators(t.config, t.logger, fastMails({ mailer: withMailer }));
  others.push(deps);
  return { deps, app: createApp({ ...deps, db: t.db }) };
}

it('when two dispatchers race on one database, then every mail is sent exactly once, by one of them', async () => {
  mailer = scriptedMailer();
  const b = anotherInstance(mailer);
  await Promise.all([t.deps.mails.start(), b.deps.mails.start()]);
  await until(() => t.deps.mails.active() || b.deps.mails.active(), 'one dispatcher holding the lease');
  expect(t.deps.mails.active() && b.deps.mails.active()).toBe(false);

  const buyers = await Promise.all(Array.from({ length: 4 }, () => createTestCustomer()));
  const orders = await Promise.all(buyers.map((buyer, i) => orderFor(i % 2 === 0 ? t.app : b.app, buyer)));
  await Promise.all(orders.map((order, i) => setStatus(i % 2 === 0 ? b.app : t.app, staff.token, order.orderId, 'PREPARING')));

  // A's mails land in its captured mailbox, B's in its scripted mailer: together, each exactly once.
  const sent = async () =>
    [...(await mailbox(t.app)), ...mailer.delivered].filter((m) => buyers.some((buyer) => buyer.user.email === m.to));
  await until(async () => (await sent()).length >= 8, 'eight mails');
  const all = await sent();
  expect(all).toHaveLength(8);
  expect(new Set(all.map((m) => `${m.to}|${m.subject}`)).size).toBe(8);
});

it('when the dispatcher is stopped and started again, then nothing is sent twice and the events of the downtime are mailed', async () => {
  await t.deps.mails.start();
  const eve = await createTestCustomer();
  const order = await orderFor(t.app, eve);
  await waitForMails(t.app, eve.user.email, 1);
  await t.deps.mails.stop();

  await setStatus(t.app, staff.token, order.orderId, 'PREPARING'); // while no dispatcher runs
  await setStatus(t.app, staff.token, order.orderId, 'READY_FOR_PICKUP');
  expect(await mailsTo(t.app, eve.user.email)).toHaveLength(1);

  await t.deps.mails.start();
  const mails = await waitForMails(t.app, eve.user.email, 3);
  expect(mails.map((m) => m.subject)).toEqual([
    `${order.orderSequence}: we have your order`,
    `${order.orderSequence} is being prepared`,
    `${order.orderSequence} is ready for pickup`,
  ]);
  await setStatus(t.app, staff.token, order.orderId, 'COMPLETED');
  expect(await waitForMails(t.app, eve.user.email, 4)).toHaveLength(4);
  expect(await mailsTo(t.app, eve.user.email)).toHaveLength(4);
});

it('when the mail server keeps failing, then the mail is tried again, recorded as failed for staff (not customers), and the next mails go', async () => {
  mailer = scriptedMailer();
  let broken = true;
  mailer.behaviour = () => (broken ? 'fail' : 'ok');
  const b = anotherInstance(mailer);
  await b.deps.mails.start(); // the only dispatcher: this instance's mails go through the failing server
  const fay = await createTestCustomer();
  const order = await orderFor(b.app, fay);

  await until(() => mailer.attempts.length >= 3, 'three attempts');
  let failures: Array<Record<string, unknown>> = [];
  await until(async () => {
    failures = (await request(b.app).get('/api/mails/failures').set(bearer(staff.token)).expect(200)).body;
    return failures.some((f) => f.orderId === order.orderId);
  }, 'the failure listed');
  expect(failures.find((f) => f.orderId === order.orderId)).toMatchObject({
    kind: 'placed',
    recipient: fay.user.email,
    orderSequence: order.orderSequence,
    attempts: 3,
    lastError: '421 4.3.0 mail server busy',
  });
  expect(mailer.attempts).toHaveLength(3);
  await request(b.app).get('/api/mails/failures').set(bearer(fay.token)).expect(403);
  await request(b.app).get('/api/mails/failures').expect(401);

  broken = false;
  await setStatus(b.app, staff.token, order.orderId, 'PREPARING');
  await until(() => mailer.delivered.length === 1, 'the next mail delivered');
  expect(mailer.delivered[0]!.subject).toBe(`${order.orderSequence} is being prepared`);
});

it('when the mail server never answers, then placing an order and changing its status still answer at once, and stopping does not wait for it', async () => {
  mailer = scriptedMailer();
  mailer.behaviour = () => 'hang';
  const b = anotherInstance(mailer);
  await b.deps.mails.start();
  const gus = await createTestCustomer();
  const order = await orderFor(b.app, gus);
  await until(() => mailer.attempts.length === 1, 'the mail server holding the first mail');
  const started = performance.now();
  await setStatus(b.app, staff.token, order.orderId, 'PREPARING');
  const second = await orderFor(b.app, await createTestCustomer());
  expect(second.orderSequence).toMatch(/^#Order-/);
  expect(performance.now() - started).toBeLessThan(5000);
  expect(mailer.delivered).toHaveLength(0); // the first mail is still hanging

  // Stopping does not wait for the mail server: the send is abandoned, uncounted, and sent on the next start.
  const stopping = performance.now();
  await b.deps.mails.stop();
  expect(performance.now() - stopping).toBeLessThan(2000);
  mailer.behaviour = () => 'ok';
  await b.deps.mails.start();
  const [created] = (await b.deps.events.readAfter(0, { kind: 'all' }, 10_000)).filter(
    ({ event }) => event.type === 'order-created' && event.orderId === order.orderId,
  );
  const confirmation = { eventId: created!.event.eventId, recipient: gus.user.email };
  await until(async () => (await findMail(confirmation))?.state === 'sent', 'the abandoned mail sent after the restart');
  expect(mailer.delivered.filter((mail) => mail.subject === `${order.orderSequence}: we have your order`)).toHaveLength(1);
  expect(await findMail(confirmation)).toMatchObject({ state: 'sent', attempts: 1 });
});

it('when two instances handle the same event at once (a takeover while the old holder still sends), then the sent-mail record lets only one send', async () => {
  const hal = await createTestCustomer();
  const from = await t.deps.events.latestSeq();
  await orderFor(t.app, hal); // no dispatcher runs: the event waits in the log
  const [created] = (await t.deps.events.readAfter(from, { kind: 'all' }, 10)).filter(({ event }) => event.type === 'order-created');
  const [first, second] = [scriptedMailer(), scriptedMailer()];
  const options = { ...DEFAULT_MAIL_OPTIONS, ...FAST_MAILS };
  const dispatch = (mailerOf: ScriptedMailer, instanceId: string) => {
    const attempt = createMailAttempt({ mailer: mailerOf, clock: t.deps.clock, logger: t.logger, options, instanceId });
    const { prepare, handle } = createMailDispatch({
      attempt,
      clock: t.deps.clock,
      options,
      instanceId,
      publicUrl: t.config.publicUrl,
      earnedRewards: t.deps.loyalty.rewardsEarnedBy,
    });
    return async (logged: LoggedEvent) => handle(logged, await prepare([logged]));
  };
  const outcomes = await Promise.all([dispatch(first, 'instance-a')(created!), dispatch(second, 'instance-b')(created!)]);
  expect(first.delivered.length + second.delivered.length).toBe(1);
  // The one that lost the claim found the mail sent, or held by the other: either way its cursor moves on.
  expect(outcomes).toEqual([{}, {}]);
  expect((await findMail({ eventId: created!.event.eventId, recipient: hal.user.email }))?.state).toBe('sent');

  // Handled again later (a restart): a no-op.
  await dispatch(second, 'instance-c')(created!);
  expect(first.delivered.length + second.delivered.length).toBe(1);
});

it('when a run of orders waits for the dispatcher, then their mails are read with one query per collection, not one per order', async () => {
  const [ann, bob] = await Promise.all([createTestCustomer(), createTestCustomer()]);
  const from = await t.deps.events.latestSeq();
  const orders = [await orderFor(t.app, ann), await orderFor(t.app, bob), await orderFor(t.app, ann)]; // no dispatcher runs
  const run = (await t.deps.events.readAfter(from, { kind: 'all' }, 50)).filter(({ event }) => event.type === 'order-created');
  expect(run).toHaveLength(3);
  const options = { ...DEFAULT_MAIL_OPTIONS, ...FAST_MAILS };
  const attempt = createMailAttempt({ mailer: scriptedMailer(), clock: t.deps.clock, logger: t.logger, options, instanceId: 'a' });
  const { prepare } = createMailDispatch({
    attempt,
    clock: t.deps.clock,
    options,
    instanceId: 'a',
    publicUrl: t.config.publicUrl,
    earnedRewards: t.deps.loyalty.rewardsEarnedBy,
  });

  let mails = new Map<string, MailRecipient>();
  const commands = await commandsOn(['users', 'orders', 'restaurants'], async () => (mails = (await prepare(run)).mails));
  expect(commands.sort()).toEqual(['find orders', 'find restaurants', 'find users']);
  const of = (eventId: string) => mails.get(eventId)?.data;
  expect(run.map(({ event }) => of(event.eventId)?.to)).toEqual([ann.user.email, bob.user.email, ann.user.email]);
  expect(run.map(({ event }) => of(event.eventId)?.orderSequence)).toEqual(orders.map((order) => order.orderSequence));
});
