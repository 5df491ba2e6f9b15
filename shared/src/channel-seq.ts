/*
 * How a reader of the live order channel keeps its place: the highest seq it has applied, per
 * audience. Seqs are global and gap-free, but a customer sees only some of them, so this is "the
 * highest seq applied", never a count. It is sent back as the handshake's lastSeq on every
 * (re)connect, and the server replays what came after it. The browser (client/src/lib/order-channel)
 * and the chaos run's socket clients (server/chaos) keep their seqs with this one module, so the
 * chaos run proves the browser's bookkeeping too. Pure: the storage is handed in.
 */
import type { SocketAuth } from './socket-events';

/** Whose credential a connection carries; each keeps its own lastSeq (per tab, in sessionStorage). */
export type ChannelAudience = 'customer' | 'staff';

/** sessionStorage, or whatever stands in for it (tests, storage disabled, a chaos client's memory). */
export interface SeqStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

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

/**
 * The highest seq applied with one credential, in memory and in `storage` (a new keeper on the same
 * storage, as after a reload, starts where the last one stood).
 */
export function createSeqKeeper(storage: SeqStorage | undefined, { token, audience }: { token: string; audience: ChannelAudience }) {
  let lastSeq = loadLastSeq(storage, audience, token);
  return {
    current: () => lastSeq,
    /** The handshake's auth: the token, and the seq applied by now when there is one (without it, only what happens from now on). */
    handshake(): SocketAuth {
      return lastSeq === undefined ? { token } : { token, lastSeq };
    },
    /**
     * Hands an event on with `hand` if it is news, and counts it as applied only if `hand` says it
     * was handed to someone (true): the seq never moves past an event nobody saw. False for an event
     * applied already (a duplicate, a replay) or not handed.
     */
    apply(seq: number, hand: () => boolean): boolean {
      if (!isNewEvent(lastSeq, seq) || !hand()) return false;
      lastSeq = seq;
      saveLastSeq(storage, audience, token, seq);
      return true;
    },
    /** The server cannot vouch for what came before (resync-required): the next handshake carries no lastSeq. */
    forget(): void {
      lastSeq = undefined;
      forgetLastSeq(storage, audience);
    },
  };
}

export type SeqKeeper = ReturnType<typeof createSeqKeeper>;
