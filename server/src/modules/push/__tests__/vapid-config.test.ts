import webpush from 'web-push';

import { ConfigError, loadConfig } from '../../../config/env';

const secrets = { load: () => 'generated-secret-generated-secret-0123' };
const keys = webpush.generateVAPIDKeys();

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, secrets);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('VAPID settings', () => {
  it('takes the key pair and subject from the environment', () => {
    const config = loadConfig(
      { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'mailto:ops@pizza.example.com' },
      secrets,
    );
    expect(config.vapid).toEqual(keys);
    expect(config.vapidSubject).toBe('mailto:ops@pizza.example.com');
  });

  it('without them, the keys are generated in the database and the subject is the https public URL or the staff mailbox', () => {
    expect(loadConfig({}, secrets).vapid).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://pizza.example.com/' }, secrets).vapidSubject).toBe('https://pizza.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', ADMIN_EMAIL: 'boss@pizza.example.com' }, secrets).vapidSubject).toBe(
      'mailto:boss@pizza.example.com',
    );
  });

  it('refuses half a key pair, malformed keys and a subject that is neither mailto: nor https', () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([expect.stringMatching(/^VAPID_PRIVATE_KEY: required/)]);
    expect(problemsOf({ VAPID_PRIVATE_KEY: keys.privateKey })).toEqual([expect.stringMatching(/^VAPID_PUBLIC_KEY: required/)]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey })).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY: must be/),
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://pizza.example.com' })).toEqual([expect.stringMatching(/^VAPID_SUBJECT: must be mailto/)]);
  });
});
