// @ts-check
/**
 * Jest globalSetup of the server project: one real Firebase Auth emulator for the whole run, on a
 * free port. Its host reaches the test files through FIREBASE_AUTH_EMULATOR_HOST (workers inherit the
 * environment), which test-app passes to loadConfig. An emulator already named by that variable and
 * answering is reused (handy when re-running tests: `node scripts/firebase-emulator.mjs 9099`).
 */
import { isAuthEmulatorUp, startAuthEmulator } from '../../../scripts/firebase-emulator.mjs';

const PROJECT_ID = 'demo-pizza';

export default async function globalSetup() {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing && (await isAuthEmulatorUp(existing, PROJECT_ID))) return;
  const emulator = await startAuthEmulator({ projectId: PROJECT_ID });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  /** @type {{ __AUTH_EMULATOR__?: unknown }} */ (globalThis).__AUTH_EMULATOR__ = emulator;
}
