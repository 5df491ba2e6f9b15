import {
  allergenWords,
  budapestClock,
  buildingDetail,
  feeLines,
  formatMoney,
  formatStreetLine,
  invoiceLine,
  localizedName,
  type OrderMailKind,
  MAIL_COPY,
  type MailCopy,
  orderNumberText,
  readCancelReason,
  slotWhen,
  whenParam,
} from '@pizza/shared';

import { type MailContent, type MailFact, type MailTableRow, renderMail } from '../../../lib/mail-layout';
import type { MailMessage } from '../../../lib/mailer';
import type { OrderMailData } from './order-mail-data';

/*
 * One typed template per order mail: each returns the words (MailContent) in the customer's
 * language, and the shared layout renders both the HTML and the plain-text part from them.
 */

function addressLine(copy: MailCopy, address: NonNullable<OrderMailData['deliveryAddress']>): string {
  const parts = [
    formatStreetLine(address),
    buildingDetail(address.buildingName) ?? '',
    address.floor ? copy.addressParts.floor(address.floor) : '',
    address.apartmentNo ? copy.addressParts.apartment(address.apartmentNo) : '',
    address.intercom ? copy.addressParts.intercom(address.intercom) : '',
  ];
  return parts.filter(Boolean).join(', ');
}

/** Where the order goes: the delivery address, or the shop for a pickup. */
function place(copy: MailCopy, data: OrderMailData): string {
  return data.orderType === 'DELIVERY' && data.deliveryAddress ? addressLine(copy, data.deliveryAddress) : data.shopAddress;
}

function facts(copy: MailCopy, data: OrderMailData, extra: MailFact[] = []): MailFact[] {
  const where = data.orderType === 'DELIVERY' ? copy.labels.deliverTo : copy.labels.pickupAt;
  return [
    { label: copy.labels.orderNumber, value: data.orderSequence },
    ...extra,
    { label: where, value: place(copy, data) },
    { label: copy.labels.payment, value: copy.payment[data.orderType][data.paymentMethod] },
  ];
}

/** A promo code's line, "Code LUNCH20 −1 200 Ft": a true minus sign before the amount (docs/product/promo-codes.md). */
function discountRows(copy: MailCopy, data: OrderMailData): MailTableRow[] {
  if (!data.promo || data.promo.discount <= 0) return [];
  return [{ label: copy.discount(data.promo.code), amount: `\u2212${formatMoney(data.promo.discount, data.language)}` }];
}

/**
 * The lines, the fees that apply (as checkout and the order page list them), a promo code's discount and the total, in the
 * customer's language and money format. A dish with one size (REGULAR: drinks, burgers) names none.
 */
function summary(copy: MailCopy, data: OrderMailData): NonNullable<MailContent['table']> {
  const money = (amount: number) => formatMoney(amount, data.language);
  const lines: MailTableRow[] = data.lines.map((line) => {
    const extras = line.extras.map((extra) => localizedName(extra, data.language));
    const size = line.size === 'REGULAR' ? [] : [copy.sizes[line.size]];
    // In words, in the reader's language (docs/product/mails.md#allergens-and-the-allergy-note).
    const allergens = line.allergens?.length ? `${copy.labels.allergens}: ${allergenWords(line.allergens, data.language)}` : undefined;
    return {
      label: `${line.quantity} × ${localizedName(line, data.language)}`,
      detail: [...size, ...extras].join(', '),
      ...(allergens ? { detail2: allergens } : {}),
      amount: money(line.pricePerItem * line.quantity),
    };
  });
  const fees: MailTableRow[] = feeLines(data, data.orderType).map(({ kind, amount }) => ({
    label: copy.fees[kind],
    amount: money(amount ?? 0),
  }));
  return {
    heading: copy.summary,
    rows: [...lines, ...fees, ...discountRows(copy, data), { label: copy.fees.total, amount: money(data.totalPrice), strong: true }],
  };
}

function footnote(copy: MailCopy, data: OrderMailData, optional: boolean): string {
  return optional ? `${copy.footnote.always} ${copy.footnote.optional(data.accountUrl)}` : copy.footnote.always;
}

function estimateFacts(copy: MailCopy, data: OrderMailData): MailFact[] {
  return data.estimate ? [{ label: copy.labels.expected, value: budapestClock(data.estimate) }] : [];
}

/** The confirmation repeats the billing details, so the customer can see what the invoice will say. */
function invoiceFacts(copy: MailCopy, data: OrderMailData): MailFact[] {
  return data.invoice ? [{ label: copy.labels.invoice, value: invoiceLine(data.invoice) }] : [];
}

/** An order for later says its slot in Budapest time (docs/product/scheduled-orders.md#the-order); the others that the kitchen has it. */
function placedWords(copy: MailCopy, data: OrderMailData): string[] {
  if (!data.scheduled) return [copy.placed.body];
  return [`${copy.placed.scheduledFor(slotWhen(data.scheduled.for, data.scheduled.orderedAt, data.language))}.`, copy.placed.scheduledBody];
}

const TEMPLATES: Record<OrderMailKind, (copy: MailCopy, data: OrderMailData) => { subject: string; content: MailContent }> = {
  placed: (copy, data) => ({
    subject: copy.placed.subject(data.orderSequence),
    content: {
      title: copy.placed.title,
      paragraphs: [copy.hello(data.customerName), ...placedWords(copy, data)],
      ...(data.allergyNote ? { notice: { label: copy.labels.allergyNote, text: data.allergyNote } } : {}),
      button: { label: copy.followOrder, url: data.orderUrl },
      facts: [...facts(copy, data), ...invoiceFacts(copy, data)],
      table: summary(copy, data),
      footnote: footnote(copy, data, false),
    },
  }),
  accepted: (copy, data) => ({
    subject: copy.accepted.subject(data.orderSequence),
    content: {
      title: copy.accepted.title,
      paragraphs: [
        copy.hello(data.customerName),
        copy.accepted.body,
        ...(data.estimate ? [copy.accepted.eta[data.orderType](budapestClock(data.estimate))] : []),
      ],
      button: { label: copy.followOrder, url: data.orderUrl },
      facts: facts(copy, data, estimateFacts(copy, data)),
      footnote: footnote(copy, data, false),
    },
  }),
  ready: (copy, data) => {
    const words = copy.ready[data.orderType];
    return {
      subject: words.subject(data.orderSequence),
      content: {
        title: words.title,
        paragraphs: [copy.hello(data.customerName), words.body(place(copy, data))],
        button: { label: copy.followOrder, url: data.orderUrl },
        // On its way: when it should arrive; a pickup that is ready needs no time.
        facts: facts(copy, data, data.orderType === 'DELIVERY' ? estimateFacts(copy, data) : []),
        footnote: footnote(copy, data, true),
      },
    };
  },
  delivered: (copy, data) => {
    const words = copy.delivered[data.orderType];
    return {
      subject: words.subject(data.orderSequence),
      content: {
        title: words.title,
        paragraphs: [copy.hello(data.customerName), words.body],
        facts: facts(copy, data),
        table: summary(copy, data),
        footnote: footnote(copy, data, true),
      },
    };
  },
  cancelled: (copy, data) => ({
    subject: copy.cancelled.subject(data.orderSequence),
    content: {
      title: copy.cancelled.title,
      paragraphs: [copy.hello(data.customerName), data.cancelledBy === 'customer' ? copy.cancelled.byCustomer : copy.cancelled.byShop],
      facts: [{ label: copy.labels.orderNumber, value: data.orderSequence }, ...reasonFacts(copy, data.cancelReason)],
      table: summary(copy, data),
      footnote: footnote(copy, data, false),
    },
  }),
  // Always sent, whatever the customer chose for the optional mails: it carries the code itself.
  reward: (copy, data) => ({
    subject: copy.reward.subject(data.orderSequence),
    content: {
      title: copy.reward.title,
      paragraphs: [copy.hello(data.customerName), copy.reward.body(data.orderSequence), copy.reward.howTo],
      button: { label: copy.reward.button, url: data.accountUrl },
      facts: data.reward
        ? [
            { label: copy.reward.code, value: data.reward.code },
            { label: copy.reward.amount, value: formatMoney(data.reward.amount, data.language) },
            { label: copy.reward.validUntil, value: whenParam(data.reward.validUntil)[data.language] },
          ]
        : [],
      footnote: footnote(copy, data, false),
    },
  }),
};

/** The mail of `kind` for this order, in the customer's language: subject, HTML and plain text. */
export function orderMail(kind: OrderMailKind, data: OrderMailData): MailMessage {
  const copy = MAIL_COPY[data.language];
  const shown = { ...data, orderSequence: orderNumberText(data.orderSequence, data.language) };
  const { subject, content } = TEMPLATES[kind](copy, shown);
  return { to: data.to, subject, ...renderMail({ ...content, language: data.language }) };
}

/**
 * Why it was cancelled: the reason in the customer's language where the shop chose the words
 * (staff's reason, the automatic cancel), then staff's own words as they wrote them.
 */
function reasonFacts(copy: MailCopy, cancelReason: string | undefined): MailFact[] {
  if (!cancelReason) return [];
  const { reason, note } = readCancelReason(cancelReason);
  const words = reason === 'not-confirmed' ? copy.cancelled.notConfirmed : reason && copy.cancelled.reasons[reason];
  if (!words) return [{ label: copy.labels.reason, value: note ?? cancelReason }];
  return [{ label: copy.labels.reason, value: words }, ...(note ? [{ label: copy.labels.note, value: note }] : [])];
}
