/**
 * Browser tests run against the real shop (support/shop-process.ts): one shop per Jest worker, so
 * specs that change the shop (hours, pause, sold out) never meet another spec's changes, and two
 * workers need no more than their own shop. The first shop builds the client and the server; the
 * others start the built server. Each worker finds its shop's address in E2E_BASE_URL_<worker id>
 * (support/browser.ts baseUrl); the Auth emulator's host each shop tells its browser itself.
 */
import { resolve } from 'node:path';

import type { Config } from '@jest/types';

import { type ShopProcess, startShop, stopShop } from './shop-process';

export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const root = resolve(__dirname, '../../..');
  const options = { root, dataDirPrefix: 'pizza-e2e-', stdio: 'inherit' as const, logLevel: process.env.E2E_LOG_LEVEL };
  const first = await startShop({ ...options, emulatorHost: process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST });
  const shops: ShopProcess[] = [first];
  try {
    // One after another: each picks its free ports as it starts.
    while (shops.length < globalConfig.maxWorkers) shops.push(await startShop({ ...options, built: true }));
  } catch (error) {
    await Promise.all(shops.map((shop) => stopShop(shop)));
    throw error;
  }
  (globalThis as { __E2E__?: ShopProcess[] }).__E2E__ = shops;
  process.env.E2E_BASE_URL = first.baseUrl;
  shops.forEach((shop, i) => {
    process.env[`E2E_BASE_URL_${i + 1}`] = shop.baseUrl;
  });
}
