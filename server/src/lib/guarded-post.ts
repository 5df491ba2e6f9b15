import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';

import type { UrlVerdict } from './url-guard';

export interface GuardedPost {
  headers: Record<string, string>;
  body: string | Buffer;
  signal: AbortSignal;
}

/**
 * One POST to a URL the guard allowed (url-guard.ts), connecting through the guard's lookup;
 * resolves once the status line and headers are in (the body is drained and ignored). A redirect
 * is an answer like any other: it is never followed. No connection is kept for another call.
 */
export function guardedPost(
  allowed: Extract<UrlVerdict, { ok: true }>,
  { headers, body, signal }: GuardedPost,
): Promise<{ statusCode: number; headers: IncomingHttpHeaders }> {
  const transport = allowed.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = transport.request(
      allowed.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal,
        agent: false,
        ...(allowed.lookup ? { lookup: allowed.lookup } : {}),
      },
      (res) => {
        res.on('error', () => undefined);
        res.resume();
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers });
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}
