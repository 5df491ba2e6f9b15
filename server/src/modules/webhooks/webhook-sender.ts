import { Webhook } from 'standardwebhooks';

import type { Clock } from '../../lib/clock';
import { guardedPost } from '../../lib/guarded-post';
import type { UrlGuard } from '../../lib/url-guard';

/** What one POST to a receiver came to. `aborted`: this instance stopped it (shutting down): not an attempt at all. */
export interface SendResult {
  success: boolean;
  statusCode?: number;
  durationMs: number;
  error?: string;
  /** 410 Gone: the receiver wants no more calls; the endpoint is disabled. */
  gone: boolean;
  /** From Retry-After on 429/502/503/504. */
  retryAfterMs?: number;
  aborted: boolean;
}

export interface SendRequest {
  url: string;
  /** Every secret that signs now (two during a rotation's grace period). */
  secrets: string[];
  /** `webhook-id`: the event id, the same on every retry. */
  id: string;
  body: string;
  /** Aborts the call (this instance is stopping the endpoint's delivery). */
  signal?: AbortSignal;
}

export interface WebhookSenderDeps {
  guard: UrlGuard;
  clock: Clock;
  timeoutMs: number;
  /** The longest Retry-After honoured (a receiver cannot park an endpoint for a year). */
  maxRetryAfterMs: number;
}

const RETRY_AFTER_STATUSES = [429, 502, 503, 504];

/** `webhook-signature`: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` per secret, space-separated (Standard Webhooks). */
export function signatureHeader(secrets: string[], id: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, timestamp, body)).join(' ');
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date (one in the past: 0); undefined for anything else. */
export function parseRetryAfter(value: string | undefined, now: Date): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/^[A-Za-z]{3}/.test(text)) return undefined; // an HTTP date starts with the day's name
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

/** Delivers one signed CloudEvent per Standard Webhooks: the URL guard re-checked, 15 s to answer, only 2xx counts. */
export function createWebhookSender({ guard, clock, timeoutMs, maxRetryAfterMs }: WebhookSenderDeps) {
  async function send({ url, secrets, id, body, signal }: SendRequest): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const verdict = await guard.check(url);
    if (!verdict.ok) return { success: false, durationMs: elapsed(), error: verdict.reason, gone: false, aborted: false };
    const timestamp = clock.now();
    const headers = {
      'content-type': 'application/cloudevents+json',
      'user-agent': 'PizzaPoint-Webhooks/1',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signatureHeader(secrets, id, timestamp, body),
    };
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const res = await guardedPost(verdict, { headers, body, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
      const retryAfter = typeof res.headers['retry-after'] === 'string' ? res.headers['retry-after'] : undefined;
      const success = res.statusCode >= 200 && res.statusCode < 300;
      const retryAfterMs = RETRY_AFTER_STATUSES.includes(res.statusCode) ? parseRetryAfter(retryAfter, clock.now()) : undefined;
      return {
        success,
        statusCode: res.statusCode,
        durationMs: elapsed(),
        ...(success
          ? {}
          : {
              error:
                res.statusCode >= 300 && res.statusCode < 400
                  ? `HTTP ${res.statusCode} (redirects are not followed)`
                  : `HTTP ${res.statusCode}`,
            }),
        gone: res.statusCode === 410,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs: Math.min(retryAfterMs, maxRetryAfterMs) }),
        aborted: false,
      };
    } catch (err) {
      if (signal?.aborted) return { success: false, durationMs: elapsed(), error: 'stopped by the shop', gone: false, aborted: true };
      const error = timeout.aborted
        ? `no answer within ${Math.round(timeoutMs / 1000)} s`
        : [(err as NodeJS.ErrnoException).code, (err as Error).message].filter(Boolean).join(': ');
      return { success: false, durationMs: elapsed(), error: error.slice(0, 500), gone: false, aborted: false };
    }
  }

  return { send };
}

export type WebhookSender = ReturnType<typeof createWebhookSender>;
