import type { Env } from '../config/env';

/**
 * Stand-in for config/env in Jest, which runs the client as CommonJS where `import.meta` does
 * not exist. jest.config.js maps every import of config/env here.
 */
export const env: Env = {
  apiBaseUrl: '',
  defaultLanguage: 'en',
};
