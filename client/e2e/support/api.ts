/** The shop's HTTP API as a signed-in user calls it (form or JSON body), for preparing test data. */
import { baseUrl } from './browser';

export async function call<T>(
  method: string,
  path: string,
  token: string,
  body?: { form?: Record<string, string>; json?: unknown },
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: string | undefined;
  if (body?.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.form).toString();
  } else if (body?.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body.json);
  }
  const res = await fetch(`${baseUrl()}${path}`, { method, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
}
