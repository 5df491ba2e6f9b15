/**
 * The reward mail's retry (docs/product/mails.md): its record has a key of its own beside the
 * thank-you's, and when the mail server fails it once, the retry sweep rebuilds it from the
 * finishing event and the reward and sends it once.
 */
import { formatMoney } from '@pizza/shared';
import { bearer, until } from '@pizza/test-kit';
import request from 'supertest';

import { createTestCustomer, createTestStaff, type TestPrincipal } from '../../../test/auth';
import { RestaurantModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fastMails, orderFor, scriptedMailer, setStatus } from './helpers';

const isReward = (subject: string) => subject.startsWith('You have earned a reward');
const mailer = scriptedMailer();
// The first attempt at a reward mail fails (421); every other mail goes.
mailer.behaviour = (_attempt, message) =>
  isReward(message.subject) && !mailer.attempts.some((sent) => isReward(sent.subject)) ? 'fail' : 'ok';

let t: TestApp;
let owner: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastMails({ mailer }) });
  await RestaurantModel.updateOne({ _id: 1 }, { $set: { isOpen: true }, $unset: { hours: 1, manualUntil: 1, pausedUntil: 1 } });
  owner = await createTestStaff('OWNER');
  await request(t.app)
    .put('/api/admin/loyalty')
    .set(bearer(owner.token))
    .send({ enabled: true, every: 2, reward: 'fixed', amount: 900, validDays: 3 })
    .expect(200);
  await t.deps.mails.start();
});

afterAll(async () => {
  await t.deps.mails.stop();
  await t.close();
});

it('when the mail server fails the reward mail once, then the retry sweep rebuilds it and sends it once', async () => {
  const ben = await createTestCustomer({ name: 'Ben Jones' });
  for (let i = 0; i < 2; i++) {
    const order = await orderFor(t.app, ben);
    await setStatus(t.app, owner.token, order.orderId, 'COMPLETED');
  }
  const { rewards } = (await request(t.app).get('/api/account/rewards').set(bearer(ben.token)).expect(200)).body as {
    rewards: Array<{ code: string }>;
  };
  await until(() => mailer.delivered.some((mail) => isReward(mail.subject)), 'the reward mail, retried');
  expect(mailer.attempts.filter((mail) => isReward(mail.subject))).toHaveLength(2);
  const sent = mailer.delivered.filter((mail) => isReward(mail.subject));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.to).toBe(ben.user.email);
  expect(sent[0]!.text).toContain(rewards[0]!.code);
  expect(sent[0]!.text).toContain(formatMoney(900, 'en'));
  // Both thank-you mails went too, each once.
  expect(mailer.delivered.filter((mail) => mail.subject.startsWith('Thank you for your order'))).toHaveLength(2);
});
