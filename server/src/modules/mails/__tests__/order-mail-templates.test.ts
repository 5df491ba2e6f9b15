/** The templates alone: every mail in both languages, from one set of words, with nothing left in the other language. */
import { AUTO_CANCEL_REASON, CANCEL_REASON_WORDS, cancelReasonText, formatMoney, MAIL_COPY, ORDER_MAIL_KINDS } from '@pizza/shared';

import { orderMail, type OrderMailData } from '../index';

const order: OrderMailData = {
  language: 'en',
  to: 'anna@example.com',
  customerName: 'Anna',
  orderSequence: '#Order-0042',
  orderType: 'DELIVERY',
  status: 'PLACED',
  paymentMethod: 'CARD',
  lines: [
    {
      name: 'Pepperoni',
      translations: { hu: { name: 'Pepperónis' } },
      size: 'LARGE',
      quantity: 2,
      pricePerItem: 5499,
      extras: [{ name: 'Extra cheese', translations: { hu: { name: 'Extra sajt' } } }],
    },
  ],
  totalCartAmount: 10998,
  deliveryFee: 490,
  serviceFee: 0,
  bottleDepositFee: 0,
  totalPrice: 11488,
  deliveryAddress: { street: 'Piac utca', buildingName: '10', zip: '4025', city: 'Debrecen' },
  shopAddress: 'Bajcsy-Zsilinszky u. 2., 4025 Debrecen',
  estimate: new Date('2026-11-24T17:40:00Z'),
  cancelReason: 'Out of dough',
  orderUrl: 'https://shop.example.com/orders/o1',
  accountUrl: 'https://shop.example.com/account',
  // Only the reward mail shows it.
  reward: { code: 'K7M2P9XQ4R', amount: 1500, validUntil: new Date('2026-12-24T17:40:00Z') },
};

describe.each(['en', 'hu'] as const)('order mails in %s', (language) => {
  const other = language === 'en' ? 'hu' : 'en';
  const data = { ...order, language };

  it.each(ORDER_MAIL_KINDS)(
    'when the %s mail is rendered, then subject, HTML and text are in the language, with the order number',
    (kind) => {
      const mail = orderMail(kind, data);
      expect(mail.to).toBe('anna@example.com');
      // The number as the language writes it: '#Order-0042', '#0042' in Hungarian.
      const number = language === 'hu' ? '#0042' : '#Order-0042';
      expect(mail.subject).toContain(number);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).toContain(number);
      if (language === 'hu') expect(`${mail.subject} ${mail.text}`).not.toContain('#Order-');
      const otherTitle = kind === 'ready' || kind === 'delivered' ? MAIL_COPY[other][kind].DELIVERY.title : MAIL_COPY[other][kind].title;
      expect(mail.text).not.toContain(otherTitle);
      expect(mail.text).not.toContain(MAIL_COPY[other].labels.orderNumber);
    },
  );

  it("when a mail has the summary, then lines, fees and total are in the language's money format and menu names", () => {
    const { text } = orderMail('placed', data);
    expect(text).toContain(`${MAIL_COPY[language].fees.total}: ${formatMoney(11488, language)}`);
    expect(text).toContain(`${MAIL_COPY[language].fees.deliveryFee}: ${formatMoney(490, language)}`);
    expect(text).not.toContain(MAIL_COPY[language].fees.serviceFee); // a fee of 0 is left out
    expect(text).toContain(language === 'hu' ? '2 × Pepperónis' : '2 × Pepperoni');
    expect(text).toContain(language === 'hu' ? 'Nagy, Extra sajt' : 'Large, Extra cheese');
    expect(text).toContain(MAIL_COPY[language].payment.DELIVERY.CARD);
    expect(text).toContain('https://shop.example.com/orders/o1');
  });

  it('when the order is cancelled with a reason, then the reason shows; the optional mails point to the account page', () => {
    expect(orderMail('cancelled', data).text).toContain(`${MAIL_COPY[language].labels.reason}: Out of dough`);
    expect(orderMail('ready', data).text).toContain('https://shop.example.com/account');
    expect(orderMail('placed', data).text).not.toContain('https://shop.example.com/account');
  });

  it("when the shop cancelled it automatically (nobody accepted it), then the reason is said in the customer's language", () => {
    const { text, html } = orderMail('cancelled', { ...data, cancelReason: AUTO_CANCEL_REASON, cancelledBy: 'system' });
    expect(text).toContain(`${MAIL_COPY[language].labels.reason}: ${MAIL_COPY[language].cancelled.notConfirmed}`);
    if (language === 'hu') expect(html).not.toContain(AUTO_CANCEL_REASON);
  });

  it.each(['sold-out', 'too-busy', 'outside-hours', 'address-problem'] as const)(
    "when staff rejected it as %s with their own words, then the reason is in the customer's language and their words as written",
    (reason) => {
      const cancelReason = cancelReasonText(reason, 'No mozzarella left today');
      const { text, html } = orderMail('cancelled', { ...data, cancelReason, cancelledBy: 'staff' });
      expect(text).toContain(`${MAIL_COPY[language].labels.reason}: ${MAIL_COPY[language].cancelled.reasons[reason]}`);
      expect(text).toContain(`${MAIL_COPY[language].labels.note}: No mozzarella left today`);
      if (language === 'hu') expect(html).not.toContain(CANCEL_REASON_WORDS[reason]);
    },
  );

  it("when staff rejected it as 'other', then their words are the reason", () => {
    const { text } = orderMail('cancelled', { ...data, cancelReason: cancelReasonText('other', 'The oven broke'), cancelledBy: 'staff' });
    expect(text).toContain(`${MAIL_COPY[language].labels.reason}: The oven broke`);
    expect(text).not.toContain(`${MAIL_COPY[language].labels.note}:`);
  });
});

describe('the summary of a mail', () => {
  const pickup: OrderMailData = {
    ...order,
    orderType: 'PICKUP',
    lines: [...order.lines, { name: 'Coca-Cola 330 ml', size: 'REGULAR', quantity: 2, pricePerItem: 699, extras: [] }],
    deliveryFee: 0,
    serviceFee: 150,
    bottleDepositFee: 100,
    deliveryAddress: undefined,
  };
  const textLines = (text: string) => text.split('\n').map((line) => line.trim());

  it.each(['en', 'hu'] as const)("names no size for a one-size dish (no 'Regular' drinks) in %s", (language) => {
    const { text } = orderMail('placed', { ...pickup, language });
    const drink = textLines(text).findIndex((line) => line.startsWith('2 × Coca-Cola 330 ml'));
    expect(drink).toBeGreaterThan(-1);
    expect(textLines(text)[drink + 1]).not.toMatch(new RegExp(MAIL_COPY[language].sizes.REGULAR));
    expect(text).not.toContain(MAIL_COPY[language].sizes.REGULAR);
  });

  it('lists the fees as checkout does: bottle deposit, service fee, and no delivery fee for a pickup', () => {
    const { text } = orderMail('placed', pickup);
    const fees = textLines(text).filter((line) => /^(Bottle deposit|Service fee|Delivery fee):/.test(line));
    expect(fees).toEqual([`Bottle deposit: ${formatMoney(100, 'en')}`, `Service fee: ${formatMoney(150, 'en')}`]);
  });

  it("keeps a delivery's whole house number and building name on the address line", () => {
    const { text } = orderMail('placed', {
      ...order,
      deliveryAddress: { ...order.deliveryAddress!, buildingName: '12/B, Building C', floor: '2' },
    });
    expect(text).toContain('Piac utca 12/B., Building C, 4025 Debrecen, floor 2');
    const named = orderMail('placed', { ...order, deliveryAddress: { ...order.deliveryAddress!, buildingName: 'Fórum Irodaház' } });
    expect(named.text).toContain('Piac utca, 4025 Debrecen, Fórum Irodaház');
  });
});

describe('the mail of an order for later', () => {
  // Ordered on Thursday for Saturday 19:30 in Budapest.
  const scheduled = { for: new Date('2026-11-28T18:30:00Z'), orderedAt: new Date('2026-11-26T10:00:00Z') };

  it.each([
    ['en', 'Scheduled for Saturday 19:30.', MAIL_COPY.en.placed.body],
    ['hu', 'Időpont: szombat 19:30.', MAIL_COPY.hu.placed.body],
  ] as const)(
    'when its received mail is rendered in %s, then it says the slot in Budapest time, not that the kitchen has it now',
    (language, says, notSaid) => {
      const mail = orderMail('placed', { ...order, language, scheduled });
      expect(mail.text).toContain(says);
      expect(mail.html).toContain(says);
      expect(mail.text).toContain(MAIL_COPY[language].placed.scheduledBody);
      expect(mail.text).not.toContain(notSaid);
      expect(mail.subject).toBe(orderMail('placed', { ...order, language }).subject);
    },
  );

  it('when it is for later today, then the slot reads today', () => {
    const today = { for: new Date('2026-11-26T18:30:00Z'), orderedAt: new Date('2026-11-26T10:00:00Z') };
    expect(orderMail('placed', { ...order, scheduled: today }).text).toContain('Scheduled for today 19:30.');
    expect(orderMail('placed', { ...order, language: 'hu', scheduled: today }).text).toContain('Időpont: ma 19:30.');
  });
});
