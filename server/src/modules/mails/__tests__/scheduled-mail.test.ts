/**
 * An order for later (docs/product/scheduled-orders.md#the-order): its received mail says the slot
 * in the customer's language, Budapest time; its release sends nothing, the kitchen's accepting it
 * is the next mail.
 */
import { MAIL_COPY, slotWhen } from '@pizza/shared';
import { waitForMails } from '@pizza/test-kit';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { placeScheduledOrder } from '../../../test/scheduled-fixture';
import { OrderEventModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { fastMails, setPreferences, setStatus } from './helpers';

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

it.each(['en', 'hu'] as const)(
  'when a customer reading %s orders for later, then the received mail says when it is scheduled for; the release mails nothing',
  async (language) => {
    const customer = await createTestCustomer();
    await setPreferences(t.app, customer.token, { language, mails: { ready: true, delivered: true } }).expect(200);
    const now = t.deps.clock.now();
    const order = await placeScheduledOrder(t, customer.token, { after: new Date(now.getTime() + 36 * 3_600_000) });
    const scheduledFor = new Date(order.scheduledFor!);
    const [scheduledEvent] = await OrderEventModel.find({ orderId: order.orderId, type: 'order-scheduled' }).lean();
    const when = slotWhen(scheduledFor, scheduledEvent!.occurredAt, language);
    const says = `${MAIL_COPY[language].placed.scheduledFor(when)}.`;
    expect(says).toMatch(language === 'hu' ? /^Időpont: \S+ \d{2}:\d{2}\.$/ : /^Scheduled for \S+ \d{2}:\d{2}\.$/);

    // One mail for the placing: the one with the slot.
    const received = await waitForMails(t.app, customer.user.email, 1);
    const scheduled = received.filter((mail) => mail.text.includes(says));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.subject).toBe(
      MAIL_COPY[language].placed.subject(language === 'hu' ? order.orderSequence.replace('#Order-', '#') : order.orderSequence),
    );
    expect(scheduled[0]!.html).toContain(says);

    expect(await t.deps.orders.releaseOnce(order.orderId, new Date(order.releaseAt!))).toBe(true);
    await setStatus(t.app, staff.token, order.orderId, 'PREPARING');
    // Mails go in log order: the next one after the release is the accepted one.
    const [, next] = await waitForMails(t.app, customer.user.email, 2);
    expect(next!.subject).toContain(language === 'hu' ? 'Készül a rendelése' : 'is being prepared');
  },
);
