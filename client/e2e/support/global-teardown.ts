import { rmSync } from 'node:fs';

/** Stops the `npm start` process group started by global-setup and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __E2E__?: { pid?: number; dataDir: string } }).__E2E__;
  if (!state) return;
  if (state.pid) {
    try {
      process.kill(-state.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500));
    try {
      process.kill(-state.pid, 'SIGKILL');
    } catch {
      // stopped gracefully
    }
  }
  rmSync(state.dataDir, { recursive: true, force: true });
}
