/**
 * Erasing an account (docs/product/legal.md#my-data) on the real shop: the embedded database, the
 * real socket server and socket.io-client, the Firebase Auth emulator, the capturing mailer.
 */
import { budapestDay, type Order, salesReportSchema } from '@pizza/shared';
import { bearer, mailsTo, until, waitForMails } from '@pizza/test-kit';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { EMULATOR_PROJECT_ID } from '../../../test/firebase-emulator';
import { fillCart, placed } from '../../../test/shop-requests';
import { OrderModel, PushSubscriptionModel, UserModel } from '../../../test/stored-records';
import { recordSocket, type RecordingSocket, startTestShop, type TestShop } from '../../../test/test-shop';
import { ACCOUNT_DELETE_LIMIT } from '../index';
import { deleteAccount, deliveryOrder, PASSWORD, signUp } from './helpers';

let t: TestShop;
let owner: TestPrincipal;
const sockets: RecordingSocket[] = [];

beforeAll(async () => {
  // A minute between the channel's re-checks: a socket closed within seconds was closed by the erasure itself.
  t = await startTestShop({ recheckMs: 60_000, overrides: { mails: { pollMs: 100, retrySweepMs: 50, leaseMs: 3000 } } });
  owner = await createTestStaff('OWNER');
  await t.deps.mails.start();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.deps.mails.stop();
  await t.close();
});

const setStatus = (orderId: string, status: string) =>
  request(t.app).patch(`/api/orders/${orderId}/status?status=${status}`).set(bearer(owner.token)).send({});

async function salesOf(day: string) {
  const res = await request(t.app).get('/api/admin/reports/sales').query({ from: day, to: day }).set(bearer(owner.token)).expect(200);
  return salesReportSchema.parse(res.body);
}

async function openSocket(token: string): Promise<{ dropped: () => boolean }> {
  const socket = recordSocket(t.url, { token });
  sockets.push(socket);
  let disconnected = false;
  socket.socket.on('disconnect', () => {
    disconnected = true;
  });
  expect(await socket.connected).toBe('connected');
  return { dropped: () => disconnected };
}

/** firebase-admin against the tests' Auth emulator (its host is in the environment the shop's verifier set). */
function emulatorAuth() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = t.config.firebase.authEmulatorHost;
  const name = 'account-data-test';
  return getAuth(getApps().find((app) => app.name === name) ?? initializeApp({ projectId: EMULATOR_PROJECT_ID }, name));
}

describe('deleting my account', () => {
  it('when the password is wrong, then 401 with a clear message and nothing changes', async () => {
    const erika = await signUp(t);
    const order = await deliveryOrder(t.app, erika.token);

    const res = await deleteAccount(t.app, erika.token, { password: 'not-my-password' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Wrong password: your account was not deleted.');
    const hu = await deleteAccount(t.app, erika.token, { password: 'not-my-password' }).set('Accept-Language', 'hu');
    expect(hu.body.message).toBe('Hibás jelszó: a fiókját nem töröltük.');

    await request(t.app).get('/auth/me').set(bearer(erika.token)).expect(200);
    await request(t.app).get('/api/address/all').set(bearer(erika.token)).expect(200);
    const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(stored?.customer.name).toBe(erika.name);
    expect(stored?.customer.phoneDigits).toBe(erika.phone.slice(-9));
    await request(t.app).post('/auth/login').send({ email: erika.email, password: PASSWORD }).expect(200);
  });

  it('when the body has no password, then 400 and the account stays', async () => {
    const customer = await createTestCustomer();
    const res = await deleteAccount(t.app, customer.token, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required');
    expect(await UserModel.exists({ _id: customer.user.id })).not.toBeNull();
  });

  it('when a staff member asks, then 403 telling them an owner deactivates staff, and their account stays', async () => {
    const cook = await createTestStaff('KITCHEN');
    const res = await deleteAccount(t.app, cook.token, { password: 'anything' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Staff accounts cannot be deleted here: an owner deactivates them on the Staff page.');
    await request(t.app).get('/api/staff/me').set(bearer(cook.token)).expect(200);
  });

  it('when not signed in, then 401', async () => {
    await request(t.app).delete('/api/account').send({ password: PASSWORD }).expect(401);
  });

  it('when a customer erases their account with an order in progress, then everything personal goes at once, the board keeps working, their socket closes and old token fails, no more mails reach them, the e-mail and phone sign up again and the report still counts the order', async () => {
    const erika = await signUp(t);
    const bystander = await signUp(t);
    const order: Order = await deliveryOrder(t.app, erika.token);
    const otherOrder = await deliveryOrder(t.app, bystander.token);
    await setStatus(order.orderId, 'PREPARING').expect(200);
    const mailsBefore = await waitForMails(t.app, erika.email, 2);
    // Something left in the cart, a push device (staff only subscribe today; erased whoever holds one).
    await request(t.app)
      .post('/api/cart/add-to-cart')
      .set(bearer(erika.token))
      .type('form')
      .send({ menuItemId: 'COC_001', quantity: '1' })
      .expect(200);
    await PushSubscriptionModel.create({
      _id: `${erika.id}-phone`,
      userId: erika.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${erika.id}`,
      p256dh: 'p',
      auth: 'a',
      label: 'Phone',
      createdAt: new Date(),
    });
    const day = budapestDay(new Date(order.createdAt));
    const reportBefore = await salesOf(day);
    const erikaSocket = await openSocket(erika.token);
    const bystanderSocket = await openSocket(bystander.token);
    const ownerSocket = await openSocket(owner.token);

    await deleteAccount(t.app, erika.token, { password: PASSWORD }).expect(204);

    // Every session ends at once: the socket is closed by the erasure, the token is worth nothing.
    await until(erikaSocket.dropped, 'the erased customer’s socket to be closed', 5_000);
    await request(t.app).get('/auth/me').set(bearer(erika.token)).expect(401);
    await request(t.app).get('/api/account/export').set(bearer(erika.token)).expect(401);
    expect(await recordSocket(t.url, { token: erika.token }).connected).toBe('unauthorized');
    await request(t.app).post('/auth/login').send({ email: erika.email, password: PASSWORD }).expect(401);
    expect(bystanderSocket.dropped()).toBe(false);
    expect(ownerSocket.dropped()).toBe(false);

    // The account, its addresses, cart and devices are gone; the bystander keeps theirs.
    expect(await UserModel.exists({ _id: erika.id })).toBeNull();
    expect(await UserModel.exists({ email: erika.email })).toBeNull();
    expect(await PushSubscriptionModel.countDocuments({ userId: erika.id })).toBe(0);
    const db = OrderModel.db;
    expect(await db.collection('addresses').countDocuments({ userId: OrderModel.castObject({ userId: erika.id }).userId })).toBe(0);
    expect(await db.collection('carts').countDocuments({ userId: OrderModel.castObject({ userId: erika.id }).userId })).toBe(0);
    expect(await db.collection('addresses').countDocuments({ userId: OrderModel.castObject({ userId: bystander.id }).userId })).toBe(1);

    // The order stays for accounting, under a pseudonym, with nothing that names or finds the person.
    const stored = await OrderModel.findOne({ orderId: order.orderId }).lean();
    expect(stored?.customer).toEqual({ name: `Deleted customer ${erika.id.slice(-4)}`, phone: '' });
    expect(String(stored?.userId)).toBe(erika.id);
    expect(stored?.address?.street).toBe('Piac utca');
    expect(stored?.address?.buildingName).toBeUndefined();
    expect(stored?.address?.intercom).toBeUndefined();
    expect(stored?.address?.apartmentNo).toBeUndefined();
    expect(stored?.items.map((item) => item.instructions)).toEqual([undefined, undefined]);
    expect(JSON.stringify(stored)).not.toContain(erika.name);
    expect(JSON.stringify(stored)).not.toContain(erika.phone.slice(-9));
    const untouched = await OrderModel.findOne({ orderId: otherOrder.orderId }).lean();
    expect(untouched?.customer.name).toBe(bystander.name);

    // The board keeps the order and keeps moving it.
    const board = await request(t.app).get('/api/orders/all/orders').set(bearer(owner.token)).expect(200);
    const onBoard = (board.body as Order[]).find((o) => o.orderId === order.orderId);
    expect(onBoard?.user.name).toBe(`Deleted customer ${erika.id.slice(-4)}`);
    await setStatus(order.orderId, 'OUT_FOR_DELIVERY').expect(200);
    await setStatus(order.orderId, 'DELIVERED').expect(200);
    const search = await request(t.app)
      .get('/api/admin/orders/search')
      .query({ q: erika.phone.slice(-9) })
      .set(bearer(owner.token));
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(order.orderId);

    // The dispatcher handles the log in order: once a later order's mail is out, the erased
    // order's moves were handled, and none of them wrote to the erased address.
    await fillCart(t.app, bystander.token, [{ menuItemId: 'PIZ_006', quantity: 1 }]);
    const later = await placed(t.app, bystander.token, 'DELIVERY');
    await waitForMails(t.app, bystander.email, 2);
    expect(later.orderId).not.toBe(order.orderId);
    expect(await mailsTo(t.app, erika.email)).toHaveLength(mailsBefore.length);

    // The phone's Firebase user is gone, and the e-mail and phone sign up again.
    await expect(emulatorAuth().getUserByPhoneNumber(erika.phone)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const again = await signUp(t, { email: erika.email, phone: erika.phone, name: 'Erika Újra' });
    expect(again.id).not.toBe(erika.id);

    // The owner's report still counts the order and its customer (by the pseudonymous id): only the later order was added.
    const report = await salesOf(day);
    expect(report.orders).toBe(reportBefore.orders + 1);
    expect(report.revenue.total).toBe(reportBefore.revenue.total + later.totalPrice);
    expect(report.customers.new + report.customers.returning).toBe(reportBefore.customers.new + reportBefore.customers.returning);
  });

  // Last in the file: it uses up this address's failed tries (every refusal above counted too).
  it('when wrong passwords keep coming from one address, then after the limit even the right one gets 429 and the account stays', async () => {
    const target = await signUp(t);
    let status = 0;
    for (let attempt = 0; attempt < ACCOUNT_DELETE_LIMIT.limit && status !== 429; attempt++) {
      status = (await deleteAccount(t.app, target.token, { password: `guess-${attempt}` })).status;
    }
    expect(status).toBe(429);
    const res = await deleteAccount(t.app, target.token, { password: PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.message).toEqual(expect.any(String));
    await request(t.app).get('/auth/me').set(bearer(target.token)).expect(200);
  });
});
