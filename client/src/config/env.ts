/**
 * The only module that reads `import.meta.env`. Everything else imports `env` from here, so
 * defaults live in one place and tests can replace the whole module with `jest.mock`
 * (Jest runs the client as CommonJS, where `import.meta` does not exist).
 */
import type { Language } from './languages';

function readLanguage(value: string | undefined): Language {
  return value === 'hu' ? 'hu' : 'en';
}

function readFlag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

const viteEnv = import.meta.env;

export const env = {
  /** Prefix for every API call; '' means the same origin that served the app. */
  apiBaseUrl: (viteEnv.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  /** Embedded and test modes talk to the Firebase Auth emulator instead of Firebase. */
  firebaseUseEmulator: readFlag(viteEnv.VITE_FIREBASE_USE_EMULATOR),
  firebaseEmulatorHost: viteEnv.VITE_FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
  /** Empty means "no key": the address form falls back to the bundled demo gazetteer. */
  googleMapsApiKey: viteEnv.VITE_GOOGLE_MAPS_API_KEY ?? '',
  defaultLanguage: readLanguage(viteEnv.VITE_DEFAULT_LANGUAGE),
} as const;

export type Env = typeof env;
