/*
 * What an order keeps of its customer so staff can find it (docs/product/reports.md#order-search):
 * the phone's last nine digits and the name folded, next to the snapshot as it was typed. A phone
 * is typed in many ways (+36 30 123 4567, 06301234567, 06-30/123-4567); its last nine digits are
 * the subscriber's number whatever the prefix, so equal numbers meet on one indexed value.
 */

/** How many trailing digits identify a Hungarian number (area or mobile code and the subscriber's number). */
export const PHONE_DIGITS = 9;

/** The last nine digits of a phone as typed; '' when it has fewer digits than a number has. */
export function phoneDigitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : '';
}

/** Lower case without accents: 'Kovács Éva' and 'Őri Ödön' read as 'kovacs eva' and 'ori odon'. */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The search fields of a customer snapshot (orders.model.ts `customer`). */
export function customerSearchFields(customer: { name?: string | null; phone?: string | null }) {
  const phoneDigits = phoneDigitsOf(customer.phone ?? '');
  return { nameFolded: foldName(customer.name ?? ''), ...(phoneDigits ? { phoneDigits } : {}) };
}
