// @ts-check
/** Jest globalTeardown of the server project: stops the emulator globalSetup started (not a reused one). */
export default async function globalTeardown() {
  const emulator = /** @type {{ __AUTH_EMULATOR__?: { stop(): Promise<void> } }} */ (globalThis).__AUTH_EMULATOR__;
  await emulator?.stop();
}
