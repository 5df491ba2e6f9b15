import { hashPassword, verifyPassword } from '../password';

describe('password hashing', () => {
  it('when a password is hashed, then it verifies, a wrong one does not, and two hashes differ (salt)', async () => {
    const first = await hashPassword('ChangeMe#2026');
    const second = await hashPassword('ChangeMe#2026');
    expect(first).toMatch(/^scrypt\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('ChangeMe#2026', first)).toBe(true);
    expect(await verifyPassword('changeme#2026', first)).toBe(false);
  });

  it('when the stored hash is malformed or of an unknown algorithm, then verification is false, not an error', async () => {
    for (const stored of ['', 'plain', 'bcrypt$2b$10$abc', 'scrypt$x$y$z$$', 'scrypt$16384$8$1$c2FsdA==$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
