/**
 * http_ece (a dependency of web-push) ships no types; the push tests decrypt payloads with it as a
 * browser would. Only what they use is declared.
 */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer | string }): Buffer;
}
