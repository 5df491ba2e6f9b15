import crypto from 'node:crypto';
import { promisify } from 'node:util';

import bcrypt from 'bcrypt';

/*
 * Password hashing behind a few functions so the algorithm can change without touching callers.
 * New hashes are bcrypt (docs/product/accounts.md): `$2b$<cost>$...`. Hashes written before the switch are
 * self-describing scrypt strings (`scrypt$<N>$<r>$<p>$<salt>$<hash>`, e.g. the staff account of an
 * existing ./data/db); they still verify, and `needsRehash` tells login to upgrade them.
 */

/** 2^12 rounds: about 0.3 s on a small server, OWASP's bcrypt guidance is at least 10. */
export const BCRYPT_COST = 12;
const BCRYPT_PREFIX = /^\$2[aby]\$(\d{2})\$/;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;
const SCRYPT_MAX_MEMORY = 64 * 1024 * 1024;

// NFC so the same password typed on two keyboards (precomposed or combining accents) matches.
const normalise = (password: string) => password.normalize('NFC');

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(normalise(password), BCRYPT_COST);
}

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, saltB64, hashB64] = stored.split('$');
  if (!saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT_MAX_MEMORY };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  try {
    const actual = await scrypt(normalise(password), Buffer.from(saltB64, 'base64'), expected.length, options);
    return crypto.timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** False for a wrong password and for a hash it cannot read; never throws on bad input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!BCRYPT_PREFIX.test(stored)) return false;
  try {
    return await bcrypt.compare(normalise(password), stored);
  } catch {
    return false;
  }
}

/** True for hashes of an older algorithm or a lower cost: rehash after the next successful login. */
export function needsRehash(stored: string): boolean {
  const cost = BCRYPT_PREFIX.exec(stored)?.[1];
  return cost === undefined || Number(cost) < BCRYPT_COST;
}

/** A real bcrypt hash of nothing anyone types, so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash(crypto.randomBytes(16).toString('hex'), BCRYPT_COST);
  await bcrypt.compare(normalise(password), await dummyHash);
  return false;
}
