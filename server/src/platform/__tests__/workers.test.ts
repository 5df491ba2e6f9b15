/**
 * The background workers' loop (workers.ts): started in the composition root's order, stopped in
 * the reverse, and a failing start stops the ones already started before the failure is thrown.
 */
import { createLogger } from '../../lib/logger';
import { startWorkers, type Worker } from '../workers';

const logger = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

function recorder() {
  const calls: string[] = [];
  const worker = (name: string, fails: { start?: boolean; stop?: boolean } = {}): Worker => ({
    name,
    start: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      calls.push(`start ${name}`);
      if (fails.start) throw new Error(`${name} cannot start`);
    },
    stop: async () => {
      calls.push(`stop ${name}`);
      if (fails.stop) throw new Error(`${name} cannot stop`);
    },
  });
  return { calls, worker };
}

it('when the workers start, then each starts after the one before it, in the order listed', async () => {
  const { calls, worker } = recorder();
  await startWorkers([worker('webhooks'), worker('mails'), worker('escalation')], logger);
  expect(calls).toEqual(['start webhooks', 'start mails', 'start escalation']);
});

it('when the workers stop, then they stop in the reverse order, once however often stop is called', async () => {
  const { calls, worker } = recorder();
  const running = await startWorkers([worker('webhooks'), worker('mails'), worker('escalation')], logger);
  calls.length = 0;
  await Promise.all([running.stop(), running.stop()]);
  await running.stop();
  expect(calls).toEqual(['stop escalation', 'stop mails', 'stop webhooks']);
});

it('when a worker fails to start, then it and the ones started before it are stopped (last first), the rest never start, and the failure is thrown', async () => {
  const { calls, worker } = recorder();
  const starting = startWorkers([worker('webhooks'), worker('mails'), worker('push', { start: true }), worker('escalation')], logger);
  await expect(starting).rejects.toThrow('push cannot start');
  expect(calls).toEqual(['start webhooks', 'start mails', 'start push', 'stop push', 'stop mails', 'stop webhooks']);
});

it('when a worker fails to stop, then the workers before it in the list still stop', async () => {
  const { calls, worker } = recorder();
  const running = await startWorkers([worker('webhooks'), worker('mails', { stop: true }), worker('push')], logger);
  calls.length = 0;
  await running.stop();
  expect(calls).toEqual(['stop push', 'stop mails', 'stop webhooks']);
});
