/**
 * The pure parts of delivery: the retry schedule with full jitter and Retry-After, reading
 * Retry-After in both forms, and the signature header a Standard Webhooks receiver verifies with
 * either secret during a rotation.
 */
import { Webhook } from 'standardwebhooks';

import { createUrlGuard } from '../../../lib/url-guard';
import { newWebhookSecret } from '../webhook-endpoints';
import { DEFAULT_RETRY_SCHEDULE_MS, retryDelayMs, webhookOptions } from '../webhook-options';
import { parseRetryAfter, signatureHeader } from '../webhook-sender';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('the retry schedule', () => {
  it('is 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(DEFAULT_RETRY_SCHEDULE_MS).toEqual([5000, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR]);
  });

  it('when a failure is retried, then the wait is uniformly jittered between 0 and the step (full jitter)', () => {
    const at = (random: number, failures: number) =>
      retryDelayMs({ retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS, random: () => random }, failures);
    expect(at(0, 1)).toBe(0);
    expect(at(0.5, 1)).toBe(2500);
    expect(at(0.999, 2)).toBe(Math.floor(0.999 * 5 * MINUTE));
    expect(at(0.5, 7)).toBe(5 * HOUR);
  });

  it('when the schedule is used up, then there is no next retry (the endpoint is disabled)', () => {
    expect(retryDelayMs({ retryScheduleMs: DEFAULT_RETRY_SCHEDULE_MS, random: () => 0.5 }, 8)).toBeUndefined();
  });

  it('when the receiver asked for a longer Retry-After, then that wins; a shorter one does not shorten the schedule', () => {
    const options = { retryScheduleMs: [1000, 2000], random: () => 0.5 };
    expect(retryDelayMs(options, 1, 30_000)).toBe(30_000);
    expect(retryDelayMs(options, 2, 10)).toBe(1000);
  });
});

describe('Retry-After', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Tue, 24 Nov 2026 12:01:30 GMT', 90_000],
    ['Tue, 24 Nov 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
    [undefined, undefined],
  ])('%j means %j ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms);
  });
});

describe('the signature header', () => {
  const body = JSON.stringify({ specversion: '1.0', id: 'evt_1', data: { ok: true } });
  const headersFor = (signature: string, timestamp: Date) => ({
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signature,
  });

  it('when two secrets sign (a rotation), then two v1 signatures are sent and a receiver with either secret verifies', () => {
    const [current, previous, stranger] = [newWebhookSecret(), newWebhookSecret(), newWebhookSecret()];
    const now = new Date();
    const signature = signatureHeader([current, previous], 'evt_1', now, body);
    expect(signature.split(' ')).toHaveLength(2);
    expect(signature).toMatch(/^v1,\S+ v1,\S+$/);
    expect(new Webhook(current).verify(body, headersFor(signature, now))).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headersFor(signature, now))).toEqual(JSON.parse(body));
    expect(() => new Webhook(stranger).verify(body, headersFor(signature, now))).toThrow();
  });

  it('when the body is changed on the way, then verification fails', () => {
    const secret = newWebhookSecret();
    const now = new Date();
    const signature = signatureHeader([secret], 'evt_1', now, body);
    expect(() => new Webhook(secret).verify(body.replace('true', 'false'), headersFor(signature, now))).toThrow();
  });
});

describe('plain http to this machine', () => {
  const allowed = async (profile: 'local' | 'production', nodeEnv: 'development' | 'production' | 'test') => {
    const { localHttpAllowed } = webhookOptions({ profile, nodeEnv });
    const guard = createUrlGuard({ localHttpAllowed, resolve: async () => [] });
    return (await guard.check('http://127.0.0.1:8080/hooks')).ok;
  };

  it('when the shop runs the local profile or with NODE_ENV=test, then it is allowed; in production it is refused', async () => {
    expect(await allowed('local', 'development')).toBe(true);
    expect(await allowed('production', 'test')).toBe(true);
    expect(await allowed('production', 'production')).toBe(false);
  });
});
