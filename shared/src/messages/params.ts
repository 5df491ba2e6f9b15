import type { Size } from '../constants';
import type { Language } from '../language';
import { formatMoney } from '../money';
import { orderNumberText } from '../order-number';
import type { OrderStatus } from '../order-status';

/** Translations as the database or the API hold them (any level may be missing). */
interface Translated {
  name: string;
  translations?: { hu?: { name?: string | null } | null } | null;
}

const huName = (entry: Translated) => entry.translations?.hu?.name || entry.name;

/*
 * Values that differ by language inside a message: an order's status, a dish's name. The English
 * stays what the messages always said (the status code, the menu's English name).
 */

/** The status words of the client's Hungarian order pages (client/src/locales/hu/orders.json). */
const HU_STATUS: Record<OrderStatus, string> = {
  PENDING: 'függőben',
  PLACED: 'leadva',
  PREPARING: 'készül',
  OUT_FOR_DELIVERY: 'úton',
  DELIVERED: 'kiszállítva',
  READY_FOR_PICKUP: 'átvehető',
  COMPLETED: 'átvéve',
  CANCELLED: 'törölve',
};

/** An order's number as each language reads it: '#Order-0007' / '#0007'. */
export function orderNumberParam(sequence: string): Record<Language, string> {
  return { en: sequence, hu: orderNumberText(sequence, 'hu') };
}

/** An amount as each language writes it: 'HUF 3,500' / '3 500 Ft'. */
export function moneyParam(amount: number): Record<Language, string> {
  return { en: formatMoney(amount, 'en'), hu: formatMoney(amount, 'hu') };
}

const HU_SIZE: Record<Size, string> = { REGULAR: 'normál', MEDIUM: 'közepes', LARGE: 'nagy' };

/** `{ en: 'PREPARING', hu: 'készül' }`, or `english` for English when the message says it otherwise ('preparing'). */
export function statusParam(status: OrderStatus, english: string = status): Record<Language, string> {
  return { en: english, hu: HU_STATUS[status] };
}

/** A dish as messages name it: 'Margarita (large)' / 'Margarita (nagy)', with its Hungarian name when it has one. */
export function menuItemParam(item: Translated & { size: string }): Record<Language, string> {
  const label = (name: string, size: string) => (item.size === 'REGULAR' ? name : `${name} (${size})`);
  return {
    en: label(item.name, item.size.toLowerCase()),
    hu: label(huName(item), HU_SIZE[item.size as Size] ?? item.size.toLowerCase()),
  };
}

/** An add-on or a one-size thing by name, with its Hungarian name when it has one. */
export function nameParam(entry: Translated): Record<Language, string> {
  return { en: entry.name, hu: huName(entry) };
}
