/**
 * Browser tests run against the real shop (support/shop-process.ts). The base URL and the Auth
 * emulator's host reach the specs via E2E_BASE_URL and E2E_FIREBASE_AUTH_EMULATOR_HOST.
 */
import { resolve } from 'node:path';

import { startShop } from './shop-process';

export default async function globalSetup(): Promise<void> {
  const shop = await startShop({
    root: resolve(__dirname, '../../..'),
    dataDirPrefix: 'pizza-e2e-',
    stdio: 'inherit',
    emulatorHost: process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST,
    logLevel: process.env.E2E_LOG_LEVEL,
  });
  process.env.E2E_BASE_URL = shop.baseUrl;
  process.env.E2E_FIREBASE_AUTH_EMULATOR_HOST = shop.emulatorHost;
  (globalThis as { __E2E__?: unknown }).__E2E__ = shop;
}
