/**
 * A rolling restart under load (docs/operations/production.md#rolling-deploys), judged from outside:
 * a load balancer that routes only to instances whose readiness answers 200, the restart of each
 * instance in turn (SIGTERM, its exit, a start, ready again), and the check of what that may not
 * cost: a request without an answer, an instance that did not exit 0, anything the chaos checker finds.
 */
import { sleep, until } from '@pizza/test-kit';

import type { Violation } from './checker';
import type { History, Outcome } from './history';
import type { Disturbance } from './run';
import type { Instance, Topology } from './topology';

/** How often the load balancer probes each instance's readiness (a real one: every 1-5 s; the drain delay is longer). */
export const PROBE_MS = 100;
const PROBE_TIMEOUT_MS = 2_000;
const UNKNOWN_LIMIT = 3;
const READY_LIMIT_MS = 60_000;

/** A probe's answer: 'ready' (200), 'not-ready' (an answer that is not 200), 'unknown' (no answer in time). */
const probe = (instance: Instance): Promise<'ready' | 'not-ready' | 'unknown'> =>
  fetch(`${instance.url}/api/health/ready`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).then(
    (res) => (res.ok ? 'ready' : 'not-ready'),
    () => 'unknown',
  );
const isReady = async (instance: Instance) => (await probe(instance)) === 'ready';

/**
 * Routes to the instances whose readiness answers 200, as a load balancer would: each is probed
 * every PROBE_MS, one probe at a time; a 503 takes it out at once, probes without an answer (a
 * busy machine) only after UNKNOWN_LIMIT in a row, and a 200 puts it back.
 */
export function readinessRouter(topology: Topology): Pick<Topology, 'alive'> & { stop(): void } {
  const routable = new Set<Instance>(topology.instances);
  let stopped = false;
  const watch = async (instance: Instance) => {
    let unknown = 0;
    while (!stopped) {
      const answer = await probe(instance);
      unknown = answer === 'unknown' ? unknown + 1 : 0;
      if (answer === 'ready') routable.add(instance);
      else if (answer === 'not-ready' || unknown >= UNKNOWN_LIMIT) routable.delete(instance);
      await sleep(PROBE_MS);
    }
  };
  for (const instance of topology.instances) void watch(instance);
  return {
    alive: () => topology.instances.filter((instance) => routable.has(instance)),
    stop: () => void (stopped = true),
  };
}

export interface RestartRecord {
  instance: string;
  exit: { code: number | null; signal: NodeJS.Signals | null };
}

/** Restarts every instance in turn, each ready again before the next stops; `how` stops one (SIGTERM, or a kill for the defect). */
export function rollingRestart(
  restarts: RestartRecord[],
  how: (topology: Topology, instance: Instance) => Promise<RestartRecord['exit']> = (topology, instance) => topology.terminate(instance),
): (stage: Disturbance) => Promise<void> {
  return async ({ topology, history }) => {
    const placed = () => history.placements.filter(({ outcome }) => outcome.status === 200).length;
    for (const instance of topology.instances) {
      // Under load: orders are being placed on the instance about to stop.
      const before = placed();
      await until(() => placed() >= before + 5, 'five more orders placed before the next stop', READY_LIMIT_MS, PROBE_MS);
      restarts.push({ instance: instance.name, exit: await how(topology, instance) });
      await topology.start(instance);
      await until(() => isReady(instance), `instance ${instance.name} to be ready again`, READY_LIMIT_MS, PROBE_MS);
      await until(
        () => topology.alive().includes(instance),
        `the load balancer to route to ${instance.name} again`,
        READY_LIMIT_MS,
        PROBE_MS,
      );
    }
  };
}

/** Every request of the workload, whatever it asked. */
function outcomes(history: History): Array<{ what: string; outcome: Outcome }> {
  return [
    ...history.cartAdds.map(({ outcome }) => ({ what: 'add to cart', outcome })),
    ...history.placements.map(({ orderId, outcome }) => ({ what: `placement of ${orderId}`, outcome })),
    ...history.statusChanges.map(({ orderId, to, outcome }) => ({ what: `${orderId} to ${to}`, outcome })),
    ...history.shopChanges.map(({ request, outcome }) => ({ what: `shop change ${request.kind}`, outcome })),
  ];
}

export interface RollingJudgement {
  /** What the restart may not cost, in plain words; [] when nothing. */
  problems: string[];
  /** Requests the client gave up on after REQUEST_TIMEOUT_MS (http.ts): a busy machine, not a reset or a refusal. */
  timeouts: string[];
}

/**
 * What a rolling restart may not cost: the chaos checker's violations (lost, repeated or
 * reordered events, streams incomplete or out of order, answers that lie), a request of the
 * workload reset or refused (what a stop without draining does to requests in flight), a restarted
 * instance that did not exit 0, an instance that exited by itself. Requests the client stopped
 * waiting for are listed apart: on a machine shared with other work they happen without any restart.
 */
export function judgeRollingRestart(history: History, violations: Violation[], restarts: RestartRecord[]): RollingJudgement {
  const problems = violations.map((violation) => `checker: ${violation.kind}: ${violation.detail}`);
  const timeouts: string[] = [];
  for (const { what, outcome } of outcomes(history)) {
    if (outcome.status !== 'no-answer') continue;
    if (outcome.error === 'timeout') timeouts.push(what);
    else problems.push(`no answer to ${what}: ${outcome.error}`);
  }
  for (const { instance, exit } of restarts) {
    if (exit.code !== 0) problems.push(`instance ${instance} exited with ${exit.signal ?? `code ${exit.code}`}, not 0`);
  }
  for (const crash of history.crashes) problems.push(`instance ${crash.instance} exited by itself`);
  return { problems, timeouts };
}
