/**
 * The shop in a child process, the one way every test, the chaos run and the browser tests start
 * one: `command` (the server from source with tsx, or `npm start`) with PORT and DATA_DIR set, in a
 * process group of its own, resolved once `GET /api/health` (and any `readyUrls`) answers.
 */
import { freePort } from './ports';
import { type GroupOptions, type ProcessGroup, startGroup } from './process-group';
import { sleep } from './wait';

export interface ShopOptions extends GroupOptions {
  command: string;
  args: string[];
  dataDir: string;
  /** Default: a free port. */
  port?: number;
  /** Further URLs that must answer before the shop counts as started (e.g. its Auth emulator). */
  readyUrls?: string[];
  /** Default 60 s. */
  timeoutMs?: number;
  /** How often to ask; default 100 ms. */
  everyMs?: number;
}

export interface ShopProcess extends ProcessGroup {
  url: string;
  port: number;
  dataDir: string;
}

/** Resolves once `url` answers 2xx; fails if the group's leader exits first or `timeoutMs` passes. */
export async function untilAnswers(url: string, group: ProcessGroup, timeoutMs: number, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void group.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the shop exited before ${url} answered:\n${group.output()}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(everyMs);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${group.output()}`);
}

export async function startShop(options: ShopOptions): Promise<ShopProcess> {
  const port = options.port ?? (await freePort());
  const group = startGroup(options.command, options.args, {
    ...options,
    env: { PORT: String(port), DATA_DIR: options.dataDir, ...options.env },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    for (const ready of [`${url}/api/health`, ...(options.readyUrls ?? [])]) {
      await untilAnswers(ready, group, options.timeoutMs ?? 60_000, options.everyMs);
    }
  } catch (err) {
    await group.kill9();
    throw err;
  }
  return { ...group, url, port, dataDir: options.dataDir };
}
