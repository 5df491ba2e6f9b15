/**
 * The only module that reads `import.meta.env`. Everything else imports `env` from here, so
 * defaults live in one place and tests can replace the whole module with `jest.mock`
 * (Jest runs the client as CommonJS, where `import.meta` does not exist).
 *
 * Firebase's web config and the Auth emulator host are NOT build-time settings: the server hands
 * them out at run time (`GET /api/config/client`, features/auth/api/get-client-config.ts), so one
 * build works against the emulator on whatever port `npm start` picked and against real Firebase.
 */
import type { Language } from './languages';

function readLanguage(value: string | undefined): Language {
  return value === 'hu' ? 'hu' : 'en';
}

const viteEnv = import.meta.env;

export const env = {
  /** Prefix for every API call; '' means the same origin that served the app. */
  apiBaseUrl: (viteEnv.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  /** Empty means "no key": the address form falls back to the bundled demo gazetteer. */
  googleMapsApiKey: viteEnv.VITE_GOOGLE_MAPS_API_KEY ?? '',
  defaultLanguage: readLanguage(viteEnv.VITE_DEFAULT_LANGUAGE),
} as const;

export type Env = typeof env;
