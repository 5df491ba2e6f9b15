/**
 * Each stage of an order sends the right mail, in the customer's language, with the amounts in
 * that language's money format; the optional mails follow the customer's choice.
 */
import { formatMoney } from '@pizza/shared';
import { mailsTo, until, waitForMails } from '@pizza/test-kit';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findMail } from '../index';
import { fastMails, orderFor, setPreferences, setStatus } from './helpers';

let t: TestApp;
let staff: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastMails() });
  staff = await createTestAdmin();
  await t.deps.mails.start();
});

afterAll(async () => {
  await t.deps.mails.stop();
  await t.close();
});

async function customerIn(language: 'en' | 'hu', mails = { ready: true, delivered: true }): Promise<TestPrincipal> {
  const customer = await createTestCustomer({ name: language === 'hu' ? 'Kovács Anna' : 'Anna Smith' });
  await setPreferences(t.app, customer.token, { language, mails }).expect(200);
  return customer;
}

it('when a Hungarian customer orders a delivery and it goes through every stage, then a Hungarian mail per stage with forints as "7 348 Ft"', async () => {
  const anna = await customerIn('hu');
  const order = await orderFor(t.app, anna, 'DELIVERY');
  // The number as Hungarian writes it: '#0001'.
  const number = order.orderSequence.replace('#Order-', '#');
  const [placed] = await waitForMails(t.app, anna.user.email, 1);
  expect(placed!.subject).toBe(`Megkaptuk a rendelését: ${number}`);
  expect(placed!.subject).toMatch(/ #\d{4}$/);
  for (const part of [placed!.text, placed!.html]) {
    expect(part).toContain('Kedves Kovács Anna!');
    expect(part).toContain(formatMoney(order.totalPrice, 'hu'));
    expect(part).toContain(formatMoney(order.deliveryFee, 'hu'));
    expect(part).toContain('Piac utca 10., ');
    expect(part).toContain('Készpénz a futárnak');
    expect(part).toContain(`/orders/${order.orderId}`);
  }
  expect(formatMoney(order.totalPrice, 'hu')).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0Ft$/);
  expect(placed!.text).toContain('1 × ');
  expect(placed!.text).toContain('2 × ');
  expect(placed!.html).toContain('lang="hu"');

  await setStatus(t.app, staff.token, order.orderId, 'PREPARING');
  const accepted = (await waitForMails(t.app, anna.user.email, 2))[1]!;
  expect(accepted.subject).toBe(`Készül a rendelése: ${number}`);
  expect(accepted.text).toMatch(/Várható érkezés: \d{2}:\d{2}\./);

  await setStatus(t.app, staff.token, order.orderId, 'OUT_FOR_DELIVERY');
  expect((await waitForMails(t.app, anna.user.email, 3))[2]!.subject).toBe(`Úton van a rendelése: ${number}`);

  await setStatus(t.app, staff.token, order.orderId, 'DELIVERED');
  const thanks = (await waitForMails(t.app, anna.user.email, 4))[3]!;
  expect(thanks.subject).toBe(`Köszönjük a rendelést: ${number}`);
  expect(thanks.text).toContain('Végösszeg: ' + formatMoney(order.totalPrice, 'hu'));
  expect(thanks.text).toContain('/account');
});

it('when an English customer picks up, then the mails are English with "HUF 7,348" amounts and the shop\'s address', async () => {
  const bob = await customerIn('en');
  const order = await orderFor(t.app, bob, 'PICKUP');
  const [placed] = await waitForMails(t.app, bob.user.email, 1);
  expect(placed!.subject).toBe(`${order.orderSequence}: we have your order`);
  expect(placed!.text).toContain(`Total: ${formatMoney(order.totalPrice, 'en')}`);
  expect(formatMoney(order.totalPrice, 'en')).toMatch(/^HUF\u00a0\d{1,3}(,\d{3})*$/);
  expect(placed!.text).toContain('Pick up at: ');
  expect(placed!.text).toContain('Cash at pickup');
  expect(placed!.text).toContain('Pepperoni');

  await setStatus(t.app, staff.token, order.orderId, 'PREPARING');
  expect((await waitForMails(t.app, bob.user.email, 2))[1]!.text).toMatch(/It should be ready at about \d{2}:\d{2}\./);
  await setStatus(t.app, staff.token, order.orderId, 'READY_FOR_PICKUP');
  expect((await waitForMails(t.app, bob.user.email, 3))[2]!.subject).toBe(`${order.orderSequence} is ready for pickup`);
  await setStatus(t.app, staff.token, order.orderId, 'COMPLETED');
  expect((await waitForMails(t.app, bob.user.email, 4))[3]!.text).toContain('You have collected your order.');
});

it('when staff cancel an order, then the customer gets the cancellation whatever their choices', async () => {
  const cat = await customerIn('en', { ready: false, delivered: false });
  const order = await orderFor(t.app, cat);
  await setStatus(t.app, staff.token, order.orderId, 'CANCELLED');
  const mails = await waitForMails(t.app, cat.user.email, 2);
  expect(mails[1]!.subject).toBe(`${order.orderSequence} has been cancelled`);
  expect(mails[1]!.text).toContain('the restaurant had to cancel your order');
});

it("when staff reject a Hungarian customer's order as sold out with their own words, then the cancellation mail gives the reason in Hungarian and their words", async () => {
  const dora = await customerIn('hu');
  const order = await orderFor(t.app, dora);
  await request(t.app)
    .patch(`/api/orders/${order.orderId}/status`)
    .query({ status: 'CANCELLED', from: 'PLACED' })
    .set('Authorization', `Bearer ${staff.token}`)
    .send({ reason: 'sold-out', note: 'Elfogyott a mozzarella' })
    .expect(200);
  const cancelled = (await waitForMails(t.app, dora.user.email, 2))[1]!;
  expect(cancelled.text).toContain('Indok: A rendelés valamelyik tétele elfogyott.');
  expect(cancelled.text).toContain('Az étterem üzenete: Elfogyott a mozzarella');
  expect(cancelled.html).not.toContain('sold out');
});

it('when the customer turned the optional mails off, then no ready and no thank-you mail (recorded as skipped), but the confirmation and acceptance go', async () => {
  const dan = await customerIn('en', { ready: false, delivered: false });
  const order = await orderFor(t.app, dan);
  const from = await t.deps.events.latestSeq();
  await setStatus(t.app, staff.token, order.orderId, 'PREPARING');
  await setStatus(t.app, staff.token, order.orderId, 'READY_FOR_PICKUP');
  await setStatus(t.app, staff.token, order.orderId, 'COMPLETED');
  const events = (await t.deps.events.readAfter(from, { kind: 'all' }, 10)).filter(({ event }) => event.type === 'status-changed');
  const [, ready, completed] = events.map(({ event }) => event.eventId);
  await until(
    async () => (await findMail({ eventId: completed!, recipient: dan.user.email }))?.state === 'skipped',
    'the thank-you skipped',
  );
  expect((await findMail({ eventId: ready!, recipient: dan.user.email }))?.state).toBe('skipped');
  expect((await mailsTo(t.app, dan.user.email)).map((mail) => mail.subject)).toEqual([
    `${order.orderSequence}: we have your order`,
    `${order.orderSequence} is being prepared`,
  ]);
});
