/**
 * The only reader of process.env. Every setting is parsed and checked here once, at start-up, and
 * every problem is reported together so an operator fixes the environment in one go.
 */
import path from 'node:path';

import { REPO_ROOT } from '../lib/paths';
import { DEFAULT_MAIL_FROM, envSchema, type LogLevel, type NODE_ENVS, type ParsedEnv, vapidProblems } from './env-schema';
import { fileJwtSecretStore, type JwtSecretStore } from './jwt-secret';
import {
  LOCAL_ADMIN,
  LOCAL_CORS_ORIGINS,
  LOCAL_FIREBASE_EMULATOR_HOST,
  LOCAL_FIREBASE_PROJECT_ID,
  productionProblems,
  profileOf,
  type RunProfile,
} from './profile';

export { LOCAL_ADMIN } from './profile';

const DEFAULT_EVENT_RETENTION_DAYS = 7;
const DEFAULT_DAILY_CLOSE_AT = '23:00';
/** Long enough for a load balancer polling readiness every 2 s to notice twice (docs/operations/production.md#graceful-draining). */
const DEFAULT_PRODUCTION_DRAIN_DELAY_MS = 5000;
const DEFAULT_RETENTION_AT = '03:30';
export type { LogLevel } from './env-schema';
export type { RunProfile } from './profile';

/**
 * Which database: 'embedded' starts its own in this process on DATA_DIR (MONGODB_URI unset);
 * 'external' connects to MONGODB_URI (a replica set, or `npm run db:embedded` as a process of its own).
 */
export type DatabaseKind = 'embedded' | 'external';

export interface Config {
  nodeEnv: (typeof NODE_ENVS)[number];
  /** What kind of deployment (RUN_PROFILE): what the shop lets itself do, whichever the database. */
  profile: RunProfile;
  /** Which database, whichever the profile. */
  database: DatabaseKind;
  host: string;
  port: number;
  /** The Prometheus metrics listener (METRICS_PORT, METRICS_HOST): absent when METRICS_PORT is unset. */
  metrics: { port: number; host: string } | undefined;
  /** Where people reach the shop, no trailing slash (links in e-mails, start-up banner). */
  publicUrl: string;
  /** Origins allowed to call the API and open sockets from another origin. */
  corsOrigins: string[];
  /** Set when `database` is 'external'. */
  mongodbUri: string | undefined;
  /** Absolute; the embedded database and the generated JWT secret (local profile) live here. */
  dataDir: string;
  jwtSecret: string;
  admin: { email: string; password: string };
  logLevel: LogLevel;
  redisUrl: string | undefined;
  /** Every rate limit is multiplied by this (default 1). */
  rateLimitScale: number;
  /** Warm up before turning ready (WARM_UP, default on; off only to measure what it buys). */
  warmUp: boolean;
  /** How long the order event log keeps an event, in milliseconds (EVENT_RETENTION_DAYS, default 7 days). */
  eventRetentionMs: number;
  /** Events after a socket's lastSeq replayed at most (SOCKET_REPLAY_LIMIT); undefined = the channel's default. */
  socketReplayLimit: number | undefined;
  /** A read of the event log not answered within this long is given up (EVENT_LOG_READ_LIMIT_MS); undefined = LOG_READ_LIMIT_MS. */
  eventLogReadLimitMs: number | undefined;
  /** On SIGTERM, how long "not ready" is answered before new connections are refused (DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /** Express "trust proxy": hops or proxy addresses; false trusts no X-Forwarded-For. */
  trustProxy: number | string[] | false;
  /** 'HH:MM' Budapest: the daily close of a day without opening hours (DAILY_CLOSE_AT, default 23:00). */
  dailyCloseAt: string;
  /** 'HH:MM' Budapest: when the nightly retention pass runs (RETENTION_AT, default 03:30). */
  retentionAt: string;
  smtpUrl: string | undefined;
  /** From header of every e-mail. */
  mailFrom: string;
  googleMapsApiKey: string | undefined;
  firebase: {
    projectId: string | undefined;
    /** Local profile only: firebase-admin then trusts this emulator's (unsigned) ID tokens. */
    authEmulatorHost: string | undefined;
    /** Production only: the key firebase-admin signs its Google API calls with. */
    serviceAccount?: FirebaseServiceAccount;
    /** The web app's public API key and auth domain, for the browser SDK (production). */
    webApiKey?: string;
    authDomain?: string;
  };
  /** Web push: the VAPID key pair from the environment (else generated once and stored in the database), and the contact sent to push services. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /** Absolute path of the built SPA. */
  clientDist: string;
}

export interface FirebaseServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseEnv(env: Record<string, string | undefined>): ParsedEnv {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
  problems.push(...productionProblems(env), ...vapidProblems(env));
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  return result.data;
}

/** The shop's https address, else the staff login's mailbox (push services accept only https: or mailto:). */
function vapidSubjectFrom(publicUrl: string | undefined, adminEmail: string | undefined): string {
  if (publicUrl?.startsWith('https://')) return publicUrl.replace(/\/+$/, '');
  return `mailto:${adminEmail ?? LOCAL_ADMIN.email}`;
}

function resolveJwtSecret(env: ParsedEnv, dataDir: string, secrets: JwtSecretStore): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return secrets.load(file);
  } catch (err) {
    throw new ConfigError([`JWT_SECRET: unset, and ${file} could not be read or created (${(err as Error).message})`]);
  }
}

/** The local profile always plays Firebase with the emulator; production never does (productionProblems). */
function firebaseConfig(e: ParsedEnv, local: boolean): Config['firebase'] {
  if (local) {
    return {
      projectId: e.FIREBASE_PROJECT_ID ?? LOCAL_FIREBASE_PROJECT_ID,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST ?? LOCAL_FIREBASE_EMULATOR_HOST,
      webApiKey: e.FIREBASE_WEB_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN,
    };
  }
  const serviceAccount = e.FIREBASE_SERVICE_ACCOUNT_JSON;
  return {
    projectId: e.FIREBASE_PROJECT_ID ?? serviceAccount?.projectId,
    authEmulatorHost: undefined,
    serviceAccount,
    webApiKey: e.FIREBASE_WEB_API_KEY,
    authDomain: e.FIREBASE_AUTH_DOMAIN,
  };
}

/** The keys that only shape logging, for test helpers that otherwise build their own environment. */
export function loggingEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const picked = { LOG_LEVEL: env.LOG_LEVEL, JEST_WORKER_ID: env.JEST_WORKER_ID };
  return Object.fromEntries(Object.entries(picked).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * What test apps take from the real environment: logging, and the Firebase Auth emulator that the
 * Jest server project's globalSetup started (its port is only known at run time).
 */
export function testHarnessEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  const host = env.FIREBASE_AUTH_EMULATOR_HOST;
  return { ...loggingEnv(env), ...(host ? { FIREBASE_AUTH_EMULATOR_HOST: host } : {}) };
}

/**
 * Parses the environment into a typed Config, or throws a ConfigError listing every problem.
 * Pure apart from the injected secret store, which the local profile uses when JWT_SECRET is unset.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, secrets: JwtSecretStore = fileJwtSecretStore): Config {
  const e = parseEnv(env);
  // parseEnv has refused a RUN_PROFILE that is not a profile, so there is one.
  const profile = profileOf(env)!;
  const local = profile === 'local';
  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data/db');
  return {
    nodeEnv: e.NODE_ENV ?? 'development',
    profile,
    database: e.MONGODB_URI ? 'external' : 'embedded',
    // The local profile prints a default admin password, so it stays on this machine unless HOST says otherwise.
    host: e.HOST ?? (local ? '127.0.0.1' : '0.0.0.0'),
    port,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS ?? (local ? LOCAL_CORS_ORIGINS : []),
    mongodbUri: e.MONGODB_URI,
    dataDir,
    jwtSecret: resolveJwtSecret(e, dataDir, secrets),
    admin: { email: e.ADMIN_EMAIL ?? LOCAL_ADMIN.email, password: e.ADMIN_PASSWORD ?? LOCAL_ADMIN.password },
    logLevel: e.LOG_LEVEL ?? (e.JEST_WORKER_ID ? 'silent' : 'info'),
    redisUrl: e.REDIS_URL,
    rateLimitScale: e.RATE_LIMIT_SCALE ?? 1,
    warmUp: e.WARM_UP !== 'off',
    trustProxy: e.TRUST_PROXY ?? false,
    socketReplayLimit: e.SOCKET_REPLAY_LIMIT,
    eventLogReadLimitMs: e.EVENT_LOG_READ_LIMIT_MS,
    drainDelayMs: e.DRAIN_DELAY_MS ?? (local ? 0 : DEFAULT_PRODUCTION_DRAIN_DELAY_MS),
    eventRetentionMs: (e.EVENT_RETENTION_DAYS ?? DEFAULT_EVENT_RETENTION_DAYS) * 24 * 60 * 60 * 1000,
    dailyCloseAt: e.DAILY_CLOSE_AT ?? DEFAULT_DAILY_CLOSE_AT,
    retentionAt: e.RETENTION_AT ?? DEFAULT_RETENTION_AT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    firebase: firebaseConfig(e, local),
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? vapidSubjectFrom(e.PUBLIC_URL, e.ADMIN_EMAIL),
    clientDist: path.resolve(REPO_ROOT, e.CLIENT_DIST ?? 'client/dist'),
  };
}
