import { Counter, type Registry } from 'prom-client';

/** One attempt of an outbound effect as the delivery kit saw it (delivery-attempts.ts). */
export interface AttemptReport {
  /** 'webhook', 'mail' or 'push'. */
  channel: string;
  /** The webhook endpoint's id, or the channel again for mail and push (one label value per receiver, bounded). */
  endpoint: string;
  outcome: 'sent' | 'retrying' | 'failed' | 'abandoned';
}

/** Attempts, failures and retries of webhooks, mails and pushes, per channel and endpoint. */
export function deliveryMetrics(registry: Registry) {
  const labelNames = ['channel', 'endpoint'] as const;
  const attempts = new Counter({
    name: 'pizza_delivery_attempts_total',
    help: 'Attempts at a webhook, mail or push, per channel and endpoint',
    labelNames,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'pizza_delivery_failures_total',
    help: 'Attempts that failed (retried later or given up), per channel and endpoint',
    labelNames,
    registers: [registry],
  });
  const retries = new Counter({
    name: 'pizza_delivery_retries_total',
    help: 'Failed attempts that will be tried again, per channel and endpoint',
    labelNames,
    registers: [registry],
  });
  const givenUp = new Counter({
    name: 'pizza_delivery_given_up_total',
    help: 'Deliveries given up after their last attempt (or refused for good), per channel and endpoint',
    labelNames,
    registers: [registry],
  });
  return {
    observe({ channel, endpoint, outcome }: AttemptReport): void {
      // An attempt abandoned by a shutdown is not counted (another instance makes it again).
      if (outcome === 'abandoned') return;
      const labels = { channel, endpoint };
      attempts.inc(labels);
      if (outcome === 'sent') return;
      failures.inc(labels);
      if (outcome === 'retrying') retries.inc(labels);
      else givenUp.inc(labels);
    },
  };
}
