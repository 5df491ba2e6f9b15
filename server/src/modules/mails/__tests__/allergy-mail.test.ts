/**
 * The confirmation mail repeats each line's allergens in words and the customer's allergy note,
 * highlighted (docs/product/mails.md#allergens-and-the-allergy-note), read from the dev mailbox.
 */
import { allergenWords } from '@pizza/shared';
import { waitForMails } from '@pizza/test-kit';

import { createTestCustomer, type TestPrincipal } from '../../../test/auth';
import { writeMenu } from '../../../test/menu-writes';
import { fillCart, placeOrder, quoteOf } from '../../../test/shop-requests';
import { ExtraModel, MenuItemModel } from '../../../test/stored-records';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderMail, type OrderMailData } from '../index';
import { fastMails, setPreferences } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ overrides: fastMails() });
  await writeMenu(t, async () => {
    await MenuItemModel.updateOne({ _id: 'PIZ_006' }, { allergens: ['milk', 'gluten'], extraIds: ['EXT_001', 'EXT_004'] });
    await ExtraModel.updateOne({ _id: 'EXT_004' }, { allergens: ['mustard'] });
  });
  await t.deps.mails.start();
});

afterAll(async () => {
  await t.deps.mails.stop();
  await t.close();
});

async function orderWithNote(customer: TestPrincipal, allergyNote: string) {
  await fillCart(t.app, customer.token, [{ menuItemId: 'PIZ_006', quantity: 1, extras: ['EXT_004'] }]);
  const quote = await quoteOf(t.app, customer.token);
  await placeOrder(t.app, customer.token, quote.orderId, 'PICKUP', { allergyNote }).expect(200);
}

it.each(['en', 'hu'] as const)(
  'when a %s customer orders with an allergy note, then the confirmation lists the allergens in words and the note, boxed',
  async (language) => {
    const customer = await createTestCustomer();
    await setPreferences(t.app, customer.token, { language, mails: { ready: true, delivered: true } }).expect(200);
    await orderWithNote(customer, 'Peanut allergy <severe>');
    const [placed] = await waitForMails(t.app, customer.user.email, 1);
    const words = allergenWords(['gluten', 'milk', 'mustard'], language);
    const label = language === 'hu' ? 'Allergének' : 'Allergens';
    expect(placed!.text).toContain(`  ${label}: ${words}`);
    expect(placed!.html).toContain(`${label}: ${words}`);
    const noteLabel = language === 'hu' ? 'Allergiával kapcsolatos üzenete a konyhának' : 'Your allergy note to the kitchen';
    expect(placed!.text).toContain(`!!! ${noteLabel.toUpperCase()}: Peanut allergy <severe>`);
    // Boxed in the header's red, and escaped.
    expect(placed!.html).toMatch(/border:2px solid #b91c1c[^>]*><strong[^>]*>[^<]+<\/strong><br>Peanut allergy &lt;severe&gt;<\/td>/);
  },
);

describe('the template', () => {
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

  it('when an order has no note and a line no allergens (an old order), then neither box nor allergen line appears', () => {
    const mail = orderMail('placed', data);
    expect(mail.text).not.toContain('Allergens');
    expect(mail.text).not.toContain('!!!');
    expect(mail.html).not.toContain('border:2px solid');
  });

  it('when a note has several lines, then the HTML keeps its line breaks', () => {
    const mail = orderMail('placed', { ...data, allergyNote: 'No nuts\nNo sesame' });
    expect(mail.html).toContain('No nuts<br>No sesame');
  });
});
