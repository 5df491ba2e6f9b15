import { type ShopProcess, stopShop } from './shop-process';

/** Stops the shops started by global-setup and removes their data folders. */
export default async function globalTeardown(): Promise<void> {
  const shops = (globalThis as { __E2E__?: ShopProcess[] }).__E2E__ ?? [];
  await Promise.all(shops.map((shop) => stopShop(shop)));
}
