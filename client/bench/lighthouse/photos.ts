/**
 * Real photos in every card (docs/performance/README.md's Lighthouse budget is measured with them):
 * one picture per dish, uploaded through the menu editor's API and saved on the dish, the way an
 * owner would. The pictures are blurred noise in each dish's own colour, so they weigh what a
 * photo of food weighs after resizing, not what a flat colour compresses to.
 */
import type { AdminMenu, MenuPhoto } from '@pizza/shared';
import sharp from 'sharp';

import { call } from '../../e2e/support/api';
import { baseUrl } from '../../e2e/support/browser';
import { dishUpdateOf } from '../../e2e/support/menu-admin';

async function photoBytes(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const noise = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(4)
    .png()
    .toBuffer();
  return sharp(noise).modulate({ hue, saturation: 1.6 }).jpeg({ quality: 85 }).toBuffer();
}

async function upload(bytes: Buffer, token: string): Promise<MenuPhoto> {
  const res = await fetch(`${baseUrl()}/api/admin/menu/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(bytes),
  });
  if (res.status !== 201) throw new Error(`photo upload answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as MenuPhoto;
}

/** Gives every listed dish a photo of its own; answers how many. */
export async function photographEveryDish(staffToken: string): Promise<number> {
  const menu = await call<AdminMenu>('GET', '/api/admin/menu', staffToken);
  const dishes = menu.dishes.filter((dish) => !dish.archived && dish.visible);
  for (const [index, dish] of dishes.entries()) {
    const photo = await upload(await photoBytes(index), staffToken);
    await call('PUT', `/api/admin/menu/dishes/${dish.id}`, staffToken, { json: { ...dishUpdateOf(dish), photoId: photo.id } });
  }
  return dishes.length;
}
