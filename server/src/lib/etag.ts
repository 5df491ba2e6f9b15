import { createHash } from 'node:crypto';

/**
 * A strong ETag for exactly these bytes: the same content gets the same tag on every instance and
 * after every deploy, and a different encoding of it (other bytes) gets another tag.
 */
export function strongEtag(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}
