import crypto from 'node:crypto';
import { promisify } from 'node:util';

/*
 * Password hashing behind two functions so the algorithm can change (bcrypt is planned, DESIGN
 * section 8) without touching callers. Hashes are self-describing strings:
 *   scrypt$<N>$<r>$<p>$<salt base64>$<hash base64>
 * so verifyPassword keeps accepting old hashes after the parameters or the algorithm change.
 */

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N = 2^15 is OWASP's minimum for scrypt; 128 * N * r bytes = 32 MiB, so raise maxmem above the 32 MiB default.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** False for a wrong password and for a hash it cannot read; never throws on bad input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, saltB64, hashB64] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  try {
    const actual = await scrypt(password.normalize('NFC'), Buffer.from(saltB64, 'base64'), expected.length, options);
    return crypto.timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
