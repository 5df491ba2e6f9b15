import type { Env } from '../config/env';

/**
 * Stand-in for config/env in Jest, which runs the client as CommonJS where `import.meta` does
 * not exist. Use it with: jest.mock('<path>/config/env', () => jest.requireActual('<path>/test/test-env'));
 */
export const env: Env = {
  apiBaseUrl: '',
  defaultLanguage: 'en',
};
