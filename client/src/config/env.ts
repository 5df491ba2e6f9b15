/**
 * The only module that reads `import.meta.env`. Everything else imports `env` from here, so
 * defaults live in one place and tests can replace the whole module with `jest.mock`
 * (Jest runs the client as CommonJS, where `import.meta` does not exist).
 *
 * Firebase's web config, the Auth emulator host and the Google Maps key are NOT build-time settings:
 * the server hands them out at run time (`GET /api/config/client`, lib/client-config.ts), so one
 * build works against the emulator on whatever port `npm start` picked and against real Firebase,
 * and no key is ever baked into the bundle.
 */
import type { Language } from './languages';

function readLanguage(value: string | undefined): Language {
  return value === 'hu' ? 'hu' : 'en';
}

const viteEnv = import.meta.env;

export const env = {
  /** Prefix for every API call; '' means the same origin that served the app. */
  apiBaseUrl: (viteEnv.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  defaultLanguage: readLanguage(viteEnv.VITE_DEFAULT_LANGUAGE),
} as const;

export type Env = typeof env;
