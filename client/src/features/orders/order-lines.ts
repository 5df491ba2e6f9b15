import type { OrderItem } from '@pizza/shared';
import type { TFunction } from 'i18next';

/** What one line of an order costs: its snapshotted unit price (item + extras) times the quantity. */
export function lineTotal(item: Pick<OrderItem, 'pricePerItem' | 'quantity'>): number {
  return item.pricePerItem * item.quantity;
}

/**
 * SPEC's My Orders line, 'size name × quantity — price HUF', from the order's own snapshot (no
 * product lookups). Single-size products (REGULAR) leave the size out, as the cart does.
 */
export function orderItemLine(t: TFunction, item: OrderItem): string {
  const values = { name: item.name, quantity: item.quantity, price: lineTotal(item) };
  if (item.size === 'REGULAR') return t('orders.itemLineNoSize', values);
  return t('orders.itemLine', { ...values, size: t(`sizes.${item.size}`) });
}
