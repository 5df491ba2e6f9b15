import { allergenLegend, allergenNumbers } from './allergens';
import type { AddressSnapshot, InvoiceDetails, Order } from './types';

/** A kitchen printer's paper: 42 characters a line (80 mm paper, font A). */
export const TICKET_WIDTH = 42;

const SHOP_TIME_ZONE = 'Europe/Budapest';

const rule = (char: string) => char.repeat(TICKET_WIDTH);

/** `left` and `right` on one line, right aligned (cut if together they do not fit). */
function spread(left: string, right: string): string {
  const room = TICKET_WIDTH - right.length - 1;
  return `${left.slice(0, room).padEnd(room)} ${right}`.slice(0, TICKET_WIDTH);
}

const center = (text: string) => text.padStart(Math.floor((TICKET_WIDTH + text.length) / 2)).padEnd(TICKET_WIDTH);

/** Word-wraps `text` to `width`, every line after the first indented by `indent` (words longer than a line are cut). */
export function wrap(text: string, indent = '', firstIndent = indent, width = TICKET_WIDTH): string[] {
  const lines: string[] = [];
  let line = firstIndent;
  let lineHasWord = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = lineHasWord ? `${line} ${word}` : `${line}${word}`;
    if (candidate.length <= width || !lineHasWord) {
      line = candidate;
      lineHasWord = true;
    } else {
      lines.push(line);
      line = `${indent}${word}`;
    }
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = `${indent}${line.slice(width)}`;
    }
  }
  if (lineHasWord) lines.push(line);
  return lines;
}

/** '2026-11-24 14:05' in the shop's time zone. */
export function shopTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function addressLines(address: AddressSnapshot): string[] {
  const flat = [address.floor && `floor ${address.floor}`, address.apartmentNo && `apt ${address.apartmentNo}`].filter(Boolean).join(', ');
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  return [
    ...wrap(`${address.street} ${address.buildingName}${flat ? `, ${flat}` : ''}`),
    ...(place ? wrap(place) : []),
    ...(address.intercom ? wrap(`Intercom: ${address.intercom}`) : []),
    ...(address.otherInstructions ? wrap(`Note: ${address.otherInstructions}`, '  ') : []),
  ];
}

/** '1 200 Ft': forints grouped by thousands with plain spaces (a thermal printer's code page has no narrow space). */
export function forints(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} Ft`;
}

/** 'Kovács Kft., 1051 Budapest, Fő utca 1., 12345678-1-12': name, address, tax number. */
function invoiceText(invoice: InvoiceDetails): string {
  return [invoice.name, `${invoice.zip} ${invoice.city}`, invoice.street, invoice.taxNumber].filter(Boolean).join(', ');
}

/**
 * The customer's allergy note in a box the cook cannot miss: '!!! ALLERGY: ...', wrapped inside
 * the frame, line breaks of the note kept.
 */
function allergyBox(note: string): string[] {
  const inner = TICKET_WIDTH - 4;
  const frame = `+${'-'.repeat(TICKET_WIDTH - 2)}+`;
  const text = note
    .split('\n')
    .flatMap((line, i) => wrap(i === 0 ? `!!! ALLERGY: ${line}` : line, '', '', inner))
    .map((line) => `| ${line.padEnd(inner)} |`);
  return [frame, ...text, frame];
}

/** The kitchen ticket of one order: plain text, every line at most TICKET_WIDTH characters, ending in a newline. */
export function formatTicket(order: Order): string {
  const delivery = order.orderType === 'DELIVERY';
  const lines = [
    rule('='),
    center('PIZZA POINT - KITCHEN'),
    rule('='),
    spread(order.orderSequence, shopTime(order.createdAt)),
    spread(delivery ? '*** DELIVERY ***' : '*** PICKUP ***', order.paymentMethod),
    // An order for later: the slot it must be ready (pickup) or at the door (delivery) by.
    ...(order.scheduledFor ? [spread(delivery ? 'AT THE DOOR BY' : 'READY BY', shopTime(order.scheduledFor))] : []),
    ...(order.allergyNote ? allergyBox(order.allergyNote) : []),
    rule('-'),
  ];
  const printed: number[] = [];
  for (const item of order.orderItems) {
    lines.push(...wrap(`${item.quantity} x ${item.name} (${item.size})`, '    ', ''));
    for (const extra of item.extras) lines.push(...wrap(extra.name, '      ', '    + '));
    if (item.instructions) lines.push(...wrap(item.instructions, '      ', '    ! '));
    // The line's allergen numbers (dish and add-ons), explained by the legend under the lines.
    const numbers = allergenNumbers(item.allergens ?? []);
    if (numbers.length > 0) lines.push(...wrap(numbers.join(', '), '       ', '    A: '));
    printed.push(...numbers);
  }
  lines.push(rule('-'));
  // A promo code: whoever takes the money sees the discount and what is left to pay (docs/product/promo-codes.md).
  if (order.promo && order.promo.discount > 0) {
    lines.push(
      spread(`CODE ${order.promo.code}`, `-${forints(order.promo.discount)}`),
      spread('TO PAY', forints(order.totalPrice)),
      rule('-'),
    );
  }
  if (printed.length > 0) lines.push(...wrap(`A = allergens: ${allergenLegend(printed)}`, '  ', ''), rule('-'));
  lines.push(spread(order.user.name, order.user.phone));
  if (delivery && order.address) {
    lines.push(...addressLines(order.address));
    if (order.leaveAtDoor) lines.push('LEAVE AT THE DOOR');
  }
  // Whoever packs the order puts the invoice in the bag (the shop's till issues it).
  if (order.invoice) lines.push(rule('-'), ...wrap(`INVOICE: ${invoiceText(order.invoice)}`, '  ', ''));
  lines.push(rule('='), '');
  return lines.map((line) => line.trimEnd()).join('\n');
}
