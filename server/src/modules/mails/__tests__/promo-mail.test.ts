/**
 * The discount line of the order mails (docs/product/promo-codes.md#where-the-discount-shows):
 * "Code LUNCH20 −HUF 1,200" / "Kedvezmény (LUNCH20) −1 200 Ft" between the fees and the total, and
 * no such line for an order without a code. The order is placed through the API, then given a promo
 * the way placing with a code stores it; the next status mail reads the order as stored.
 */
import { formatMoney, MAIL_COPY, type Order } from '@pizza/shared';
import { bearer, waitForMails } from '@pizza/test-kit';
import { Types } from 'mongoose';
import request from 'supertest';

import { createTestAdmin, createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { OrderModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderMail, type OrderMailData } from '../index';
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

async function customerIn(language: 'en' | 'hu'): Promise<TestPrincipal> {
  const customer = await createTestCustomer({ name: language === 'hu' ? 'Kovács Anna' : 'Anna Smith' });
  await setPreferences(t.app, customer.token, { language, mails: { ready: true, delivered: true } }).expect(200);
  return customer;
}

/** As placing with a code stores it: the promo sub-document, and the total already after the discount. */
async function givePromo(order: Order, code: string, discount: number): Promise<void> {
  await OrderModel.updateOne(
    { orderId: order.orderId },
    { $set: { promo: { promoId: new Types.ObjectId(), code, discount } }, $inc: { totalPrice: -discount } },
  );
}

const minus = '\u2212';

describe.each(['en', 'hu'] as const)('a customer reading %s', (language) => {
  const copy = MAIL_COPY[language];

  it('when the order has a code, then the mail read from the stored order shows its discount line between the fees and the total; without one, no such line', async () => {
    const customer = await customerIn(language);
    const order = await orderFor(t.app, customer, 'PICKUP');
    const [placed] = await waitForMails(t.app, customer.user.email, 1);
    expect(placed!.text).not.toContain(copy.discount('LUNCH20'));
    expect(placed!.text).not.toContain(minus);

    await givePromo(order, 'LUNCH20', 1200);
    // The cancellation repeats the order's summary, read from the order as stored now.
    await setStatus(t.app, staff.token, order.orderId, 'CANCELLED');
    const cancelled = (await waitForMails(t.app, customer.user.email, 2))[1]!;
    const line = `${copy.discount('LUNCH20')}: ${minus}${formatMoney(1200, language)}`;
    expect(copy.discount('LUNCH20')).toBe(language === 'hu' ? 'Kedvezmény (LUNCH20)' : 'Code LUNCH20');
    expect(cancelled.text).toContain(line);
    expect(cancelled.html).toContain(copy.discount('LUNCH20'));
    expect(cancelled.html).toContain(`${minus}${formatMoney(1200, language)}`);
    const total = `${copy.fees.total}: ${formatMoney(order.totalPrice - 1200, language)}`;
    expect(cancelled.text).toContain(total);
    const fee = `${copy.fees.serviceFee}: ${formatMoney(order.serviceFee, language)}`;
    expect(cancelled.text.indexOf(fee)).toBeLessThan(cancelled.text.indexOf(line));
    expect(cancelled.text.indexOf(line)).toBeLessThan(cancelled.text.indexOf(total));
  });
});

describe.each(['en', 'hu'] as const)('the %s templates', (language) => {
  const copy = MAIL_COPY[language];
  const data: OrderMailData = {
    language,
    to: 'anna@example.com',
    customerName: 'Anna',
    orderSequence: '#Order-0042',
    orderType: 'PICKUP',
    status: 'PLACED',
    paymentMethod: 'CASH',
    lines: [{ name: 'Pepperoni', size: 'LARGE', quantity: 1, pricePerItem: 5499, extras: [] }],
    totalCartAmount: 5499,
    deliveryFee: 0,
    serviceFee: 150,
    bottleDepositFee: 0,
    promo: { code: 'LUNCH20', discount: 1200 },
    totalPrice: 4449,
    shopAddress: 'Bajcsy-Zsilinszky u. 2., 4025 Debrecen',
    orderUrl: 'https://shop.example.com/orders/o1',
    accountUrl: 'https://shop.example.com/account',
  };

  it.each(['placed', 'delivered', 'cancelled'] as const)('when the %s mail names a code, then it shows "code −amount" once', (kind) => {
    const { text } = orderMail(kind, data);
    const line = `${copy.discount('LUNCH20')}: ${minus}${formatMoney(1200, language)}`;
    expect(text.split(line)).toHaveLength(2);
    expect(text).toContain(`${copy.fees.total}: ${formatMoney(4449, language)}`);
  });

  it('when the order has no code, then no discount line', () => {
    const { promo: _none, ...full } = data;
    const { text, html } = orderMail('placed', { ...full, totalPrice: 5649 });
    expect(text).not.toContain(copy.discount('LUNCH20'));
    expect(`${text}${html}`).not.toContain(minus);
  });
});

it('when an order was placed with a code, then the order the customer reads carries the code and its discount', async () => {
  const customer = await customerIn('en');
  const order = await orderFor(t.app, customer, 'PICKUP');
  expect(order.promo).toBeUndefined();
  await givePromo(order, 'WELCOME', 700);
  const read = (await request(t.app).get(`/api/orders/${order.orderId}`).set(bearer(customer.token)).expect(200)).body as Order;
  expect(read.promo).toEqual({ code: 'WELCOME', discount: 700 });
  expect(read.totalPrice).toBe(order.totalPrice - 700);
});
