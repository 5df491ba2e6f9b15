import type { OrderItem } from '@pizza/shared';
import type { TFunction } from 'i18next';

/** What one line of an order costs: its snapshotted unit price (item + extras) times the quantity. */
export function lineTotal(item: Pick<OrderItem, 'pricePerItem' | 'quantity'>): number {
  return item.pricePerItem * item.quantity;
}

/** How the reader's language shows a line's name and its money (useLocaleFormat). */
interface LineFormat {
  name: (item: OrderItem) => string;
  money: (amount: number) => string;
}

/**
 * SPEC's My Orders line, 'size name × quantity — price', from the order's own snapshot (no product
 * lookups), in the reader's language and the shop's one money format. Single-size products
 * (REGULAR) leave the size out, as the cart does.
 */
export function orderItemLine(t: TFunction, { name, money }: LineFormat, item: OrderItem): string {
  const values = { name: name(item), quantity: item.quantity, price: money(lineTotal(item)) };
  if (item.size === 'REGULAR') return t('orders.itemLineNoSize', values);
  return t('orders.itemLine', { ...values, size: t(`sizes.${item.size}`) });
}
