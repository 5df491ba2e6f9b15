import type { Outcome } from './history';

/** A phone on a train gives up after this long and tries again. */
export const REQUEST_TIMEOUT_MS = 4_000;

export interface CallOptions {
  method?: string;
  token?: string;
  apiKey?: string;
  form?: Record<string, string>;
  json?: unknown;
  timeoutMs?: number;
}

/** One HTTP request to an instance; never throws: no answer (timeout, refused, reset) is an outcome too. */
export async function call(url: string, options: CallOptions = {}): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.apiKey) headers['X-API-Key'] = options.apiKey;
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Plain text (the status change answers text/plain).
    }
    return { status: res.status, body: parsed };
  } catch (err) {
    return {
      status: 'no-answer',
      error: (err as Error).name === 'TimeoutError' ? 'timeout' : String((err as Error).cause ?? (err as Error).message),
    };
  }
}
