import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the local profile keeps its generated JWT secret; injected so loadConfig stays testable. */
export interface JwtSecretStore {
  /** The secret kept in `file`, created on first use. */
  load(file: string): string;
}

const MIN_SECRET_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length < MIN_SECRET_LENGTH)
      throw new Error(`${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it to generate a new secret`);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Keeps the secret in the data folder so customer and staff tokens survive a restart of `npm start`.
 * 'wx' makes a concurrent second start read the first one's secret instead of overwriting it.
 */
export const fileJwtSecretStore: JwtSecretStore = {
  load(file) {
    const existing = readSecret(file);
    if (existing) return existing;
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      return readSecret(file) ?? secret;
    }
  },
};
