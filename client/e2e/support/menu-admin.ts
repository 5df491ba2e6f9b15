/**
 * The menu editor's API as a spec uses it to prepare a dish (docs/product/menu.md#api): read the
 * editor's menu, find a dish by name, save it with some fields changed. The shop is shared by every
 * spec of a run, so a spec changes dishes nobody else orders and puts them back afterwards.
 */
import type { AdminDish, AdminMenu, DishUpdate } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { call } from './api';

export async function dishNamed(staffToken: string, name: string): Promise<AdminDish> {
  const menu = await call<AdminMenu>('GET', '/api/admin/menu', staffToken);
  const dish = menu.dishes.find((entry) => entry.name === name && !entry.archived);
  if (!dish) throw new Error(`no dish named ${name} in the editor's menu`);
  return dish;
}

/** What PUT /api/admin/menu/dishes/{id} takes to keep the dish as it is. */
export function dishUpdateOf(dish: AdminDish): DishUpdate {
  return {
    category: dish.category,
    name: dish.name,
    description: dish.description,
    translations: dish.translations,
    sizes: dish.sizes.map(({ size, price }) => ({ size, price })),
    photoId: dish.photo?.id ?? null,
    allergens: dish.allergens,
    dietTags: dish.dietTags,
    extraIds: dish.extraIds,
    visible: dish.visible,
    version: dish.version,
  };
}

/** Saves the dish with `changes` over its current state (read afresh, so its version is the latest). */
export async function saveDish(staffToken: string, name: string, changes: Partial<DishUpdate>): Promise<AdminDish> {
  const dish = await dishNamed(staffToken, name);
  return call<AdminDish>('PUT', `/api/admin/menu/dishes/${encodeURIComponent(dish.id)}`, staffToken, {
    json: { ...dishUpdateOf(dish), ...changes },
  });
}

/**
 * Resolves once the page's live channel is connected (Socket.IO's connect answer on the
 * WebSocket): from then on an event reaches it live. Call before the page opens its socket.
 */
export function liveChannelConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
