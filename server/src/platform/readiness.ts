/**
 * Whether this instance should take traffic (docs/operations/production.md#liveness-and-readiness).
 * Ready means: start-up has warmed what it can, the instance is not draining for a stop, and every
 * registered check passes (the database reachable, the log follower running and caught up).
 * A load balancer or orchestrator routes only to ready instances; liveness is separate and only
 * says the process answers.
 */

export interface ReadinessCheckResult {
  ok: boolean;
  /** Why not, for the operator reading the answer (English, like the logs). */
  detail?: string;
}

export interface ReadinessCheck {
  name: string;
  check(): ReadinessCheckResult | Promise<ReadinessCheckResult>;
}

export interface ReadinessState {
  ready: boolean;
  checks: Array<{ name: string } & ReadinessCheckResult>;
}

/** The database connection is up (mongoose's state; the driver reconnects by itself). */
export function databaseCheck(db: { status(): 'up' | 'down' }): ReadinessCheck {
  return { name: 'database', check: () => (db.status() === 'up' ? { ok: true } : { ok: false, detail: 'unreachable' }) };
}

export function createReadiness() {
  const checks: ReadinessCheck[] = [];
  let warmed = false;
  let draining = false;

  return {
    /** Adds a condition of being ready; composition and start-up register them once. */
    addCheck(check: ReadinessCheck): void {
      checks.push(check);
    },
    /** Start-up is done: connection pools, caches and hot paths are warm. */
    markWarmed(): void {
      warmed = true;
    },
    /** A stop has begun: never ready again in this process. */
    startDraining(): void {
      draining = true;
    },
    isDraining(): boolean {
      return draining;
    },
    async state(): Promise<ReadinessState> {
      const results: ReadinessState['checks'] = [
        { name: 'warmed', ok: warmed, ...(warmed ? {} : { detail: 'still starting' }) },
        { name: 'draining', ok: !draining, ...(draining ? { detail: 'stopping: finishing requests in flight' } : {}) },
      ];
      for (const { name, check } of checks) {
        try {
          results.push({ name, ...(await check()) });
        } catch (err) {
          results.push({ name, ok: false, detail: (err as Error).message });
        }
      }
      return { ready: results.every((result) => result.ok), checks: results };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
