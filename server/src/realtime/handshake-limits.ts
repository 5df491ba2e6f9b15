import type { IncomingMessage } from 'node:http';

import { ipKeyGenerator } from 'express-rate-limit';
import proxyaddr from 'proxy-addr';

import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';
import { rateLimitCounter, type RateLimitStoreFactory, scaleRule, secretKey } from '../middleware/rate-limit';

const MINUTE = 60_000;

/**
 * Socket handshakes per client IP and per credential (a token or key, whoever uses it). Generous
 * for people (a reconnect every 2 s from one address, a tab's every 4 s), tight for a loop that
 * reconnects with lastSeq 0 to pull the log again and again. RATE_LIMIT_SCALE multiplies them.
 */
export const HANDSHAKE_LIMITS = {
  perIp: { limit: 120, windowMs: MINUTE },
  perCredential: { limit: 30, windowMs: MINUTE },
};

export type HandshakeLimits = typeof HANDSHAKE_LIMITS;

export interface HandshakeLimitDeps {
  config: Pick<Config, 'rateLimitScale' | 'trustProxy'>;
  rateLimitStore: RateLimitStoreFactory;
  logger: Logger;
  /** Replace single limits outright (RATE_LIMIT_SCALE does not apply to these). */
  handshakeLimits?: Partial<HandshakeLimits>;
}

/** Express's reading of TRUST_PROXY, so a socket's client IP is the one its HTTP requests are counted by. */
function trustFunction(trustProxy: Config['trustProxy']): (address: string, hop: number) => boolean {
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyaddr.compile(trustProxy);
}

/** Whether a handshake may go on: counted per IP, then per credential. */
export function createHandshakeLimits({ config, rateLimitStore, logger, handshakeLimits = {} }: HandshakeLimitDeps) {
  const rule = (name: keyof HandshakeLimits) => handshakeLimits[name] ?? scaleRule(HANDSHAKE_LIMITS[name], config.rateLimitScale);
  const perIp = rateLimitCounter({ name: 'socket-ip', rule: rule('perIp'), store: rateLimitStore, logger });
  const perCredential = rateLimitCounter({ name: 'socket-credential', rule: rule('perCredential'), store: rateLimitStore, logger });
  const trust = trustFunction(config.trustProxy);
  return async function allowed(request: IncomingMessage, credential: string | undefined): Promise<boolean> {
    if (!(await perIp.hit(ipKeyGenerator(proxyaddr(request, trust))))) return false;
    return credential === undefined || perCredential.hit(secretKey(credential));
  };
}
