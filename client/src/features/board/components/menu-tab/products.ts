import { budapestDateOf, budapestInstant, type Category, type MenuItem } from '@pizza/shared';

import type { BoardMenu } from '../../api/menu-availability';

/** A product: the items sharing a name (one per size), in menu order. */
export interface Product {
  key: string;
  name: string;
  category: Category;
  sizes: MenuItem[];
}

export function productsOf(items: readonly MenuItem[]): Product[] {
  const products = new Map<string, Product>();
  for (const item of items) {
    const key = `${item.category}\u0000${item.name}`;
    const product = products.get(key) ?? { key, name: item.name, category: item.category, sizes: [] };
    product.sizes.push(item);
    products.set(key, product);
  }
  return [...products.values()];
}

/** How many products and add-ons have something sold out now (the tab's badge). */
export function soldOutCount(menu: BoardMenu | undefined): number | undefined {
  if (!menu) return undefined;
  return (
    productsOf(menu.items).filter((product) => product.sizes.some((item) => !item.available)).length +
    menu.extras.filter((extra) => !extra.available).length
  );
}

/** Lower case without accents: "margarita" finds "Margarita", "vegetarianus" finds "Vegetáriánus". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The instant of `time` (HH:MM) today in Budapest, or tomorrow when it has passed already. */
export function untilTime(time: string, now: Date): string {
  const today = budapestInstant(budapestDateOf(now), time);
  if (today.getTime() > now.getTime()) return today.toISOString();
  return budapestInstant(budapestDateOf(new Date(now.getTime() + 24 * 60 * 60 * 1000)), time).toISOString();
}
