/**
 * Test setup for the client's jsdom tests. Each test file imports it FIRST
 * (`import '../../test/setup';`) so no change to jest.config.js is needed; registering it as
 * `setupFilesAfterEnv` in the client project would make those imports unnecessary.
 */
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

import { addPageStrings } from './catalogues';

// jsdom lacks TextEncoder/TextDecoder, which React Router reads when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/**
 * jsdom has no fetch Request either. React Router's data router builds one per navigation to
 * carry the URL and abort signal to lazy routes and loaders; that is all this stand-in models
 * (Node's own Request cannot be used: it rejects jsdom's AbortSignal).
 */
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = new Map<string, string>();

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// Lazy route pages add their strings when they load; tests render features without them.
addPageStrings();
