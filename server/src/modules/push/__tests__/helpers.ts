import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import type { CollaboratorOverrides } from '../../../composition';
import type { PushOptions } from '../index';
import type { BrowserSubscription } from './local-push-service';

type Target = Parameters<typeof request>[0];

/** The dispatcher at test speed: retries after milliseconds, the log polled every 100 ms, leases of 3 s. */
export const fastPush = (push: Partial<PushOptions> = {}): CollaboratorOverrides => ({
  push: { retryScheduleMs: [30, 60], timeoutMs: 5_000, leaseMs: 3_000, pollMs: 100, ...push },
});

/** Subscribes a browser's subscription through the API, as the board does. */
export async function subscribe(app: Target, staffToken: string, subscription: BrowserSubscription): Promise<string> {
  const res = await request(app).post('/api/push/subscriptions').set(bearer(staffToken)).send(subscription.json);
  if (res.status !== 201) throw new Error(`subscribing answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}
