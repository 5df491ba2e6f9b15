/** The shop's HTTP API as a client calls it (form or JSON body), for preparing test data. */
import { baseUrl } from './browser';

/** A delivery address inside the 5 km zone, as the address page sends it. */
export const DELIVERY_ADDRESS = {
  street: 'Piac utca',
  buildingName: '10',
  apartmentNo: '2',
  floor: '1',
  latitude: 47.5293,
  longitude: 21.6253,
  selected: true,
};

/** `token` undefined: an anonymous call (the menu, a sign-in). */
export async function call<T>(
  method: string,
  path: string,
  token: string | undefined,
  body?: { form?: Record<string, string>; json?: unknown },
): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
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
