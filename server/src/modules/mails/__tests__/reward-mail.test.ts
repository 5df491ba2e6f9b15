/**
 * The loyalty reward mail (docs/product/mails.md, docs/product/promo-codes.md#loyalty-reward): when
 * a finished order earns a reward, its customer gets "You have earned a reward" in their language
 * with the code, its worth, its validity and how to use it, once, even with the thank-you mail
 * turned off; an order that earns nothing sends no such mail.
 */
import { formatMoney, whenParam } from '@pizza/shared';
import { bearer, waitForMails } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fastMails, orderFor, setPreferences, setStatus } from './helpers';

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastMails() });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1 } });
  owner = await createTestStaff('OWNER');
  await request(t.app)
    .put('/api/admin/loyalty')
    .set(bearer(owner.token))
    .send({ enabled: true, every: 2, reward: 'fixed', amount: 1500, validDays: 30 })
    .expect(200);
  await t.deps.mails.start();
});

afterAll(async () => {
  await t.deps.mails.stop();
  await t.close();
});

/** Two orders, each picked up; the second earns the reward. Answers the customer's reward as My rewards shows it. */
async function twoFinishedOrders(customer: TestPrincipal) {
  for (let i = 0; i < 2; i++) {
    const order = await orderFor(t.app, customer);
    await setStatus(t.app, owner.token, order.orderId, 'COMPLETED');
  }
  const rewards = (await request(t.app).get('/api/account/rewards').set(bearer(customer.token)).expect(200)).body as {
    rewards: Array<{ code: string; validUntil: string; earnedBy: { orderId: string } }>;
  };
  expect(rewards.rewards).toHaveLength(1);
  return rewards.rewards[0]!;
}

it('when an English customer’s 2nd order is picked up, then after the thank-you a reward mail names the code, worth, validity and how to use it', async () => {
  const anna = await createTestCustomer({ name: 'Anna Smith' });
  await setPreferences(t.app, anna.token, { language: 'en', mails: { ready: true, delivered: true } }).expect(200);
  const reward = await twoFinishedOrders(anna);
  // placed, thank you, placed, thank you, reward (the reward mail follows its event's thank-you).
  const mails = await waitForMails(t.app, anna.user.email, 5);
  const rewardMails = mails.filter((mail) => mail.subject.startsWith('You have earned a reward (#Order-'));
  expect(rewardMails).toHaveLength(1);
  expect(mails.filter((mail) => mail.subject.startsWith('Thank you for your order'))).toHaveLength(2);
  for (const part of [rewardMails[0]!.text, rewardMails[0]!.html]) {
    expect(part).toContain('Hi Anna Smith,');
    expect(part).toContain(reward.code);
    expect(part).toContain(formatMoney(1500, 'en'));
    expect(part).toContain(whenParam(new Date(reward.validUntil)).en);
    expect(part).toContain('Promo code field at checkout');
  }
});

it('when a Hungarian customer who turned the thank-you off earns a reward, then the reward mail still comes, in Hungarian, once', async () => {
  const kata = await createTestCustomer({ name: 'Kovács Kata' });
  await setPreferences(t.app, kata.token, { language: 'hu', mails: { ready: true, delivered: false } }).expect(200);
  const reward = await twoFinishedOrders(kata);
  // placed, placed, reward: the thank-you mails are skipped.
  const mails = await waitForMails(t.app, kata.user.email, 3);
  const rewardMail = mails.find((mail) => mail.subject.startsWith('Jutalmat kapott: #'))!;
  expect(rewardMail).toBeDefined();
  for (const part of [rewardMail.text, rewardMail.html]) {
    expect(part).toContain('Kedves Kovács Kata!');
    expect(part).toContain(reward.code);
    expect(part).toContain(formatMoney(1500, 'hu'));
    expect(part).toContain(whenParam(new Date(reward.validUntil)).hu);
    expect(part).toContain('Promóciós kód mezőben');
  }
  expect(rewardMail.html).toContain('lang="hu"');
  expect(mails.filter((mail) => mail.subject.startsWith('Jutalmat kapott: #'))).toHaveLength(1);
  expect(mails.filter((mail) => mail.subject.startsWith('Köszönjük a rendelést'))).toEqual([]);
});
