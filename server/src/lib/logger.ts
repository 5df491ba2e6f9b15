import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

import type { Config } from '../config/env';

export type { Logger } from 'pino';

/** Fields that must never reach a log line, at any of the depths request and error objects nest them. */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'newPassword',
  'passwordHash',
  'otp',
  'code',
  'codeHash',
  'phone',
  'phoneNumber',
  'phone_number',
  'token',
  'tokenHash',
  'accessToken',
  'refreshToken',
  'idToken',
  'firebaseIdToken',
  'jwtSecret',
  'apiKey',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  // Three levels cover request bodies and error details; each deeper wildcard level costs every log call.
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export type LoggerConfig = Pick<Config, 'logLevel' | 'nodeEnv'>;

/**
 * JSON lines by default (what log shippers read); pino-pretty only for a person watching a
 * terminal in development. pino-pretty is a dev dependency, so production never asks for it.
 * `destination` replaces stdout (tests read the lines back).
 */
export function createLogger(config: LoggerConfig, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { pid: process.pid },
  };
  if (destination) return pino(options, destination);
  const pretty = config.nodeEnv !== 'production' && process.stdout.isTTY === true && config.logLevel !== 'silent';
  if (pretty && canResolve('pino-pretty')) {
    options.transport = { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } };
  }
  return pino(options);
}

function canResolve(moduleName: string): boolean {
  try {
    require.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}
