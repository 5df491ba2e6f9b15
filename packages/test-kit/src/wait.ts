/** Waiting for state in tests: poll a check, never sleep for a fixed time and hope. */

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `check` every `everyMs` until it holds; fails with "timed out waiting for <what>" after
 * `timeoutMs`, so a failing test says what it was waiting for.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/**
 * Polls `check` until it holds or `timeoutMs` has passed, and resolves whether it held: for a test
 * that asserts something does NOT happen within a while, and for runs that report instead of failing.
 */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 20): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}
