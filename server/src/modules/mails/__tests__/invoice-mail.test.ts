/**
 * The confirmation mail repeats the billing details of a customer who asked for an invoice
 * (docs/product/ordering.md#invoice, docs/product/mails.md), in the customer's language; read
 * from the dev mailbox.
 */
import { waitForMails } from '@pizza/test-kit';

import { createTestCustomer } from '../../../test/auth';
import { fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderMail, type OrderMailData } from '../index';
import { fastMails, setPreferences } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastMails() });
  await t.deps.mails.start();
});

afterAll(async () => {
  await t.deps.mails.stop();
  await t.close();
});

const billing = {
  invoiceName: 'Kovács & Társa Kft.',
  invoiceZip: '4025',
  invoiceCity: 'Debrecen',
  invoiceStreet: 'Piac utca 10.',
  invoiceTaxNumber: '12345678-1-12',
};

it.each([
  ['en', 'Invoice to'],
  ['hu', 'Számlázási adatok'],
] as const)(
  'when a %s customer asks for an invoice, then the confirmation shows the billing details under "%s"',
  async (language, label) => {
    const customer = await createTestCustomer();
    await setPreferences(t.app, customer.token, { language, mails: { ready: true, delivered: true } }).expect(200);
    await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_005', quantity: 1 }]);
    const quote = await quoteOf(t.app, customer.token);
    await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', billing).expect(200);
    const [placed] = await waitForMails(t.app, customer.user.email, 1);
    const line = 'Kovács & Társa Kft., 4025 Debrecen, Piac utca 10., 12345678-1-12';
    expect(placed!.text).toContain(`${label}: ${line}`);
    expect(placed!.html).toContain(label);
    expect(placed!.html).toContain('Kovács &amp; Társa Kft., 4025 Debrecen, Piac utca 10., 12345678-1-12');
  },
);

it('when the order has no invoice, then the confirmation says nothing about one', () => {
  const data: OrderMailData = {
    language: 'en',
    to: 'anna@example.com',
    customerName: 'Anna',
    orderSequence: '#Order-0042',
    orderType: 'PICKUP',
    status: 'PLACED',
    paymentMethod: 'CASH',
    lines: [{ name: 'Cola', size: 'REGULAR', quantity: 1, pricePerItem: 699, extras: [] }],
    totalCartAmount: 699,
    deliveryFee: 0,
    serviceFee: 0,
    bottleDepositFee: 50,
    totalPrice: 749,
    shopAddress: 'Bajcsy-Zsilinszky u. 2., 4025 Debrecen',
    orderUrl: 'https://shop.example.com/orders/o1',
    accountUrl: 'https://shop.example.com/account',
  };
  expect(orderMail('placed', data).text).not.toContain('Invoice');
  const withInvoice = orderMail('placed', { ...data, invoice: { name: 'Anna Kiss', zip: '1051', city: 'Budapest', street: 'Fő utca 1.' } });
  expect(withInvoice.text).toContain('Invoice to: Anna Kiss, 1051 Budapest, Fő utca 1.');
});
