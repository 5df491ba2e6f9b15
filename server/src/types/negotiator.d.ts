/**
 * negotiator 1.x ships no types, and @types/negotiator (0.6) lacks the `preferred` option that
 * breaks ties between encodings the client likes equally. Only what the server uses is declared.
 */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` for Accept-Encoding: highest q first, then the order of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}
