import type { ChannelAudience } from './types';

/*
 * The highest seq this tab has applied, per audience. Seqs are global and gap-free, but a customer
 * sees only some of them, so this is "the highest seq applied", never a count. It is sent back as
 * the handshake's lastSeq on every (re)connect, and the server replays what came after it.
 */

/** sessionStorage, or whatever stands in for it (tests, storage disabled). */
export type SeqStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const lastSeqKey = (audience: ChannelAudience): string => `orderChannel.lastSeq.${audience}`;

/** Whether an event is news: above everything applied so far (anything else was applied already). */
export function isNewEvent(lastSeq: number | undefined, seq: number): boolean {
  return lastSeq === undefined || seq > lastSeq;
}

/**
 * A short, non-secret fingerprint of the token (FNV-1a), stored beside the seq: a seq kept for
 * one token is worthless, even misleading, for another (a different account in the same tab).
 */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

interface StoredSeq {
  owner: string;
  seq: number;
}

function parse(value: string | null): StoredSeq | undefined {
  if (!value) return undefined;
  try {
    const stored = JSON.parse(value) as Partial<StoredSeq>;
    if (typeof stored.owner === 'string' && Number.isSafeInteger(stored.seq) && (stored.seq as number) >= 0) return stored as StoredSeq;
  } catch {
    // A damaged entry is no entry.
  }
  return undefined;
}

/** Storage may throw (disabled, full, private mode): the channel then keeps the seq in memory only. */
function attempt<T>(work: () => T): T | undefined {
  try {
    return work();
  } catch {
    return undefined;
  }
}

/** The seq this tab applied for this audience with this token; a stored seq of another token is dropped. */
export function loadLastSeq(storage: SeqStorage | undefined, audience: ChannelAudience, token: string): number | undefined {
  const stored = parse(attempt(() => storage?.getItem(lastSeqKey(audience))) ?? null);
  if (stored?.owner === tokenFingerprint(token)) return stored.seq;
  if (stored) forgetLastSeq(storage, audience);
  return undefined;
}

export function saveLastSeq(storage: SeqStorage | undefined, audience: ChannelAudience, token: string, seq: number): void {
  const value: StoredSeq = { owner: tokenFingerprint(token), seq };
  attempt(() => storage?.setItem(lastSeqKey(audience), JSON.stringify(value)));
}

export function forgetLastSeq(storage: SeqStorage | undefined, audience: ChannelAudience): void {
  attempt(() => storage?.removeItem(lastSeqKey(audience)));
}

/** The tab's sessionStorage, if the browser lets us have it. */
export function sessionSeqStorage(): SeqStorage | undefined {
  return attempt(() => window.sessionStorage);
}
