import { type ShopProcess, stopShop } from './shop-process';

/** Stops the shop started by global-setup and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const shop = (globalThis as { __E2E__?: ShopProcess }).__E2E__;
  if (shop) await stopShop(shop);
}
