import type { EmbeddedLogger } from './types';

/** The default: tests and embedding apps stay quiet unless they inject a logger. */
export const silentLogger: EmbeddedLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
