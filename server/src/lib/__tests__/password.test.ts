import crypto from 'node:crypto';
import { promisify } from 'node:util';

import { BCRYPT_COST, hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../password';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** A hash as the scrypt implementation before bcrypt wrote it (existing embedded data folders hold these). */
async function legacyScryptHash(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), hash.toString('base64')].join('$');
}

describe('password hashing', () => {
  it('when a password is hashed, then it is bcrypt, it verifies, a wrong one does not, and two hashes differ (salt)', async () => {
    const first = await hashPassword('ChangeMe#2026');
    const second = await hashPassword('ChangeMe#2026');
    expect(first).toMatch(new RegExp(`^\\$2b\\$${BCRYPT_COST}\\$`));
    expect(first).not.toBe(second);
    expect(await verifyPassword('ChangeMe#2026', first)).toBe(true);
    expect(await verifyPassword('changeme#2026', first)).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('when the stored hash is an old scrypt hash, then it still verifies and is marked for rehashing', async () => {
    const legacy = await legacyScryptHash('ChangeMe#2026');
    expect(await verifyPassword('ChangeMe#2026', legacy)).toBe(true);
    expect(await verifyPassword('ChangeMe#2027', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('when the stored hash is malformed or of an unknown algorithm, then verification is false, not an error', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', '$2b$10$short', 'scrypt$x$y$z$$', 'scrypt$16384$8$1$c2FsdA==$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('when the dummy check runs (unknown e-mail), then it is false', async () => {
    expect(await verifyAgainstDummy('ChangeMe#2026')).toBe(false);
  });
});
