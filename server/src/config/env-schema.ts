import { isIP } from 'node:net';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@pizza/shared';
import { z } from 'zod';

import { isSet, RUN_PROFILES } from './profile';

export const DEFAULT_MAIL_FROM = 'Pizza Point <no-reply@pizzapoint.local>';
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY: a name Express knows, or an IP address with an optional /prefix. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.trim().split('/');
  if (PROXY_NAMES.has(address) && prefix === undefined) return true;
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Unset and blank mean the same: a `KEY=` line in a .env file must not count as a value. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
}

function urlWith(protocols: string[]) {
  return z
    .string()
    .trim()
    .pipe(z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), error: `must be a ${protocols.join(' or ')} URL` }));
}

/** The parts of a Google service-account key file that firebase-admin's `cert()` needs. */
const serviceAccountSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be the JSON of a service-account key file' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object(
      { project_id: z.string().min(1), client_email: z.email(), private_key: z.string().includes('PRIVATE KEY') },
      { error: 'must be the JSON of a service-account key file (project_id, client_email, private_key)' },
    ),
  )
  .transform((key) => ({ projectId: key.project_id, clientEmail: key.client_email, privateKey: key.private_key }));

const originSchema = z
  .url({ protocol: /^https?$/, error: 'must be a list of http(s) origins, e.g. https://shop.example.com' })
  .transform((value) => new URL(value).origin);

export const envSchema = z.object({
  NODE_ENV: optional(z.enum(NODE_ENVS)),
  RUN_PROFILE: optional(
    z
      .string()
      .trim()
      .pipe(z.enum(RUN_PROFILES, { error: 'must be local or production' })),
  ),
  PORT: optional(
    z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.int().max(65535, 'must be at most 65535')),
  ),
  HOST: optional(z.string().trim()),
  /** The Prometheus metrics listener's own port (docs/operations/metrics.md); unset: no metrics listener. */
  METRICS_PORT: optional(
    z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number).pipe(z.int().min(1).max(65535, 'must be at most 65535')),
  ),
  /** Where the metrics listener listens (default 127.0.0.1: only this machine's scraper). */
  METRICS_HOST: optional(z.string().trim()),
  MONGODB_URI: optional(
    z
      .string()
      .trim()
      .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
  DATA_DIR: optional(z.string().trim()),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  ADMIN_EMAIL: optional(z.string().trim().toLowerCase().pipe(z.email('must be an e-mail address'))),
  ADMIN_PASSWORD: optional(
    z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  ),
  CORS_ORIGINS: optional(
    z
      .string()
      .transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(originSchema)),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS)),
  REDIS_URL: optional(urlWith(['redis', 'rediss'])),
  /** Multiplies every rate limit (e.g. 5 for an office behind one NAT address, or a browser test run). */
  RATE_LIMIT_SCALE: optional(
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a positive number')
      .transform(Number)
      .pipe(z.number().positive('must be a positive number').max(1000, 'must be at most 1000')),
  ),
  /**
   * Which reverse proxies may set X-Forwarded-For (Express "trust proxy"): a hop count ('1' for one
   * proxy in front) or addresses, subnets and the names loopback, linklocal, uniquelocal. Unset:
   * none, so a client cannot pick its own IP for the rate limits. 'true' (trust anyone) is refused.
   */
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .refine((value) => /^\d+$/.test(value) || value.split(',').every(isProxyAddress), {
        message: 'must be a hop count or a list of addresses, subnets, loopback, linklocal or uniquelocal',
      })
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(',').map((part) => part.trim()))),
  ),
  /** 'off' skips the warm-up before readiness (a measuring aid: docs/operations/production.md#warm-up). */
  WARM_UP: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  /** Days the order event log keeps events for replay and the pull API (at least 1; default 7). */
  EVENT_RETENTION_DAYS: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of days')
      .transform(Number)
      .pipe(z.int().min(1, 'must be at least 1').max(365)),
  ),
  /** Events after a socket's lastSeq replayed at most; further behind gets resync-required 'replay-limit'. */
  SOCKET_REPLAY_LIMIT: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of events')
      .transform(Number)
      .pipe(z.int().min(1, 'must be at least 1').max(1_000_000)),
  ),
  /**
   * A read of the event log by a follower or a replay that has not answered after this many
   * milliseconds is given up and made again (default 15000). The chaos run shortens it, so that a
   * database pause makes reads fail without the run lasting longer.
   */
  EVENT_LOG_READ_LIMIT_MS: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(z.int().min(100, 'must be at least 100').max(600_000, 'must be at most 600000')),
  ),
  /**
   * On SIGTERM, how long an instance answers "not ready" while still serving before it refuses new
   * connections, so that load balancers notice first (docs/operations/production.md#graceful-draining).
   * Default 5000 in the production profile, 0 in the local one.
   */
  DRAIN_DELAY_MS: optional(
    z
      .string()
      .trim()
      .regex(/^\d+$/, 'must be a whole number of milliseconds')
      .transform(Number)
      .pipe(z.int().max(120_000, 'must be at most 120000')),
  ),
  /**
   * When the daily close mail goes out on a day the opening hours do not end (no hours set, or no
   * range that day): 'HH:MM' in Budapest (default 23:00; docs/product/reports.md#the-daily-close-mail).
   */
  DAILY_CLOSE_AT: optional(
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM, e.g. 23:00'),
  ),
  /**
   * When the nightly retention pass deletes what has outlived its period: 'HH:MM' in Budapest
   * (default 03:30; docs/product/legal.md#retention).
   */
  RETENTION_AT: optional(
    z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day HH:MM, e.g. 03:30'),
  ),
  SMTP_URL: optional(urlWith(['smtp', 'smtps'])),
  /** Sender of staff codes and reset links, e.g. `Pizza Point <no-reply@shop.example.com>`. */
  MAIL_FROM: optional(z.string().trim().max(200)),
  PUBLIC_URL: optional(urlWith(['http', 'https'])),
  /** Web push (VAPID) key pair, base64url as `npx web-push generate-vapid-keys` prints it; unset: generated once and kept in the database. */
  VAPID_PUBLIC_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters, from npx web-push generate-vapid-keys)'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters, from npx web-push generate-vapid-keys)'),
  ),
  /** Who the push services may contact about our pushes: mailto:someone@shop.example.com or an https URL. */
  VAPID_SUBJECT: optional(
    z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:<address> or an https:// URL'),
  ),
  GOOGLE_MAPS_API_KEY: optional(z.string().trim()),
  FIREBASE_PROJECT_ID: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a Firebase project id (lower-case letters, digits, dashes)'),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099'),
  ),
  /** The Firebase web app's public config for the browser SDK (production; the emulator needs none). */
  FIREBASE_WEB_API_KEY: optional(z.string().trim().max(200)),
  FIREBASE_AUTH_DOMAIN: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+$/i, 'must be a host name, e.g. pizza-prod.firebaseapp.com'),
  ),
  /** Production only: the service-account key JSON (one line) that firebase-admin authenticates with. */
  FIREBASE_SERVICE_ACCOUNT_JSON: optional(serviceAccountSchema),
  CLIENT_DIST: optional(z.string().trim()),
  /** Set by Jest in its workers; only used to keep test output quiet. */
  JEST_WORKER_ID: optional(z.string()),
});
export type ParsedEnv = z.infer<typeof envSchema>;

/** The VAPID key pair comes whole or not at all (half a pair would sign pushes no browser subscribed to). */
export function vapidProblems(env: Record<string, string | undefined>): string[] {
  const [publicSet, privateSet] = [isSet(env.VAPID_PUBLIC_KEY), isSet(env.VAPID_PRIVATE_KEY)];
  if (publicSet === privateSet) return [];
  return [
    `${publicSet ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: required when ${publicSet ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'} is set (set both or neither)`,
  ];
}
