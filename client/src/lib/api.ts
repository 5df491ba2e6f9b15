/**
 * The one HTTP client for the shop's API (docs/product/api.md, docs/product/rules.md#errors-people-see).
 *
 * - Sends the stored customer token (localStorage `authToken`) as a Bearer header when present.
 * - Bodies are JSON by default; `form` sends application/x-www-form-urlencoded for the endpoints
 *   SPEC marks as form-encoded (cart add/update, checkout, place order).
 * - 204 resolves to `undefined`; JSON content types are parsed; anything else resolves to text.
 * - Non-OK statuses reject with `ApiError` carrying the server's `message` (or 'API request failed').
 * - Every call says the visitor's language in Accept-Language (server messages in Hungarian follow).
 */
import { env } from '../config/env';
import { readStorage, STORAGE_KEYS } from './storage';

export const API_ERROR_FALLBACK_MESSAGE = 'API request failed';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
export type FormFields = Record<string, QueryValue | readonly QueryValue[]>;

interface BaseRequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  credentials?: RequestCredentials;
  /** Override the stored token: a staff token, or `null` to send no Authorization header. */
  token?: string | null;
  /** The request outlives the page (sent while it is being left): fetch's keepalive. */
  keepalive?: boolean;
  /** fetch's cache mode: 'no-cache' revalidates a cacheable answer (the board must see a change at once). */
  cache?: RequestCache;
}

/** A request carries either a JSON body or form fields, never both. */
export type RequestOptions = BaseRequestOptions & ({ body?: unknown; form?: never } | { form: FormFields; body?: never });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Appends fields to URLSearchParams, repeating the key for arrays (`extraItemId=a&extraItemId=b`). */
function appendFields(params: URLSearchParams, fields: FormFields): URLSearchParams {
  for (const [key, value] of Object.entries(fields)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  return params;
}

export function toFormBody(fields: FormFields): URLSearchParams {
  return appendFields(new URLSearchParams(), fields);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const search = query ? appendFields(new URLSearchParams(), query).toString() : '';
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function isJsonContentType(contentType: string | null): boolean {
  return contentType !== null && /[/+]json\b/i.test(contentType);
}

/** Reads text first so an empty JSON body does not blow up `response.json()`. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!isJsonContentType(response.headers.get('content-type'))) return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof envelope.message === 'string' && envelope.message !== '' ? envelope.message : API_ERROR_FALLBACK_MESSAGE;
  const code = typeof envelope.code === 'string' ? envelope.code : `HTTP_${status}`;
  return new ApiError(status, code, message, envelope.details);
}

/** The shop's current language (i18n keeps <html lang> in step), so the server can answer in it. */
function pageLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}

function buildInit(method: HttpMethod, options: RequestOptions): RequestInit {
  const language = pageLanguage();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...options.headers,
  };
  const token = options.token === undefined ? readStorage(STORAGE_KEYS.authToken) : options.token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = toFormBody(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: options.credentials,
    keepalive: options.keepalive,
    ...(options.cache ? { cache: options.cache } : {}),
  };
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), buildInit(method, options));
  } catch (error) {
    // Aborts are expected (TanStack Query cancels stale requests); let callers see them as-is.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', API_ERROR_FALLBACK_MESSAGE, error);
  }
  const body = await readBody(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

type Call = <T>(path: string, options?: RequestOptions) => Promise<T>;

export const api: Record<'get' | 'post' | 'put' | 'patch' | 'delete', Call> = {
  get: (path, options) => apiRequest('GET', path, options),
  post: (path, options) => apiRequest('POST', path, options),
  put: (path, options) => apiRequest('PUT', path, options),
  patch: (path, options) => apiRequest('PATCH', path, options),
  delete: (path, options) => apiRequest('DELETE', path, options),
};
