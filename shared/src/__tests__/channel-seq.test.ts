import {
  createSeqKeeper,
  forgetLastSeq,
  isNewEvent,
  lastSeqKey,
  loadLastSeq,
  saveLastSeq,
  type SeqStorage,
  tokenFingerprint,
} from '../channel-seq';

function memoryStorage(): SeqStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

describe('dedupe by seq', () => {
  it('when nothing was applied yet, then any event is new', () => {
    expect(isNewEvent(undefined, 1)).toBe(true);
    expect(isNewEvent(undefined, 0)).toBe(true);
  });

  it('when an event is at or below the highest seq applied, then it is dropped; above it, it is new (gaps are normal)', () => {
    expect(isNewEvent(41, 41)).toBe(false);
    expect(isNewEvent(41, 12)).toBe(false);
    expect(isNewEvent(41, 42)).toBe(true);
    // A customer sees only some seqs: 41 then 97 is not a gap to worry about.
    expect(isNewEvent(41, 97)).toBe(true);
  });
});

describe('lastSeq per audience in sessionStorage', () => {
  it('when a seq is saved for a token, then the same token reads it back, under the audience key', () => {
    const storage = memoryStorage();
    saveLastSeq(storage, 'customer', 'token-a', 97);
    expect(loadLastSeq(storage, 'customer', 'token-a')).toBe(97);
    expect([...storage.entries.keys()]).toEqual(['orderChannel.lastSeq.customer']);
    expect(storage.entries.get(lastSeqKey('customer'))).not.toContain('token-a');
  });

  it('when the customer and the staff audience both keep one, then neither sees the other', () => {
    const storage = memoryStorage();
    saveLastSeq(storage, 'customer', 'customer-token', 12);
    saveLastSeq(storage, 'staff', 'staff-token', 4000);
    expect(loadLastSeq(storage, 'customer', 'customer-token')).toBe(12);
    expect(loadLastSeq(storage, 'staff', 'staff-token')).toBe(4000);
    expect(loadLastSeq(storage, 'staff', 'customer-token')).toBeUndefined();
  });

  it('when the token changes (another login), then the stored seq is not used and is cleared', () => {
    const storage = memoryStorage();
    saveLastSeq(storage, 'customer', 'old-token', 97);
    expect(loadLastSeq(storage, 'customer', 'new-token')).toBeUndefined();
    expect(storage.entries.has(lastSeqKey('customer'))).toBe(false);
    expect(loadLastSeq(storage, 'customer', 'old-token')).toBeUndefined();
  });

  it('when the entry is damaged or forgotten, then there is no lastSeq', () => {
    const storage = memoryStorage();
    storage.setItem(lastSeqKey('staff'), '{not json');
    expect(loadLastSeq(storage, 'staff', 't')).toBeUndefined();
    storage.setItem(lastSeqKey('staff'), JSON.stringify({ owner: tokenFingerprint('t'), seq: -3 }));
    expect(loadLastSeq(storage, 'staff', 't')).toBeUndefined();
    saveLastSeq(storage, 'staff', 't', 5);
    forgetLastSeq(storage, 'staff');
    expect(loadLastSeq(storage, 'staff', 't')).toBeUndefined();
  });

  it('when storage throws or is missing, then nothing fails and nothing is kept', () => {
    const broken: SeqStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveLastSeq(broken, 'customer', 't', 3)).not.toThrow();
    expect(loadLastSeq(broken, 'customer', 't')).toBeUndefined();
    expect(loadLastSeq(undefined, 'customer', 't')).toBeUndefined();
  });

  it('when two tokens differ, then their fingerprints differ (and a fingerprint is not the token)', () => {
    expect(tokenFingerprint('eyJ.a.b')).not.toBe(tokenFingerprint('eyJ.a.c'));
    expect(tokenFingerprint('eyJ.a.b')).toBe(tokenFingerprint('eyJ.a.b'));
    expect(tokenFingerprint('eyJ.a.b')).not.toContain('eyJ');
  });
});

describe('the seq keeper (the browser and the chaos clients)', () => {
  it('when events are handed on, then only news counts, the handshake carries the highest applied, and a reload resumes there', () => {
    const storage = memoryStorage();
    const keeper = createSeqKeeper(storage, { token: 't', audience: 'staff' });
    expect(keeper.handshake()).toEqual({ token: 't' });
    const handed: number[] = [];
    const hand = (seq: number) => () => (handed.push(seq), true);
    for (const seq of [1, 2, 2, 1, 5]) keeper.apply(seq, hand(seq));
    expect(handed).toEqual([1, 2, 5]);
    expect(keeper.handshake()).toEqual({ token: 't', lastSeq: 5 });
    expect(createSeqKeeper(storage, { token: 't', audience: 'staff' }).current()).toBe(5);
  });

  it('when nobody took the event, then the seq does not move past it; after forget, the handshake has no lastSeq', () => {
    const storage = memoryStorage();
    const keeper = createSeqKeeper(storage, { token: 't', audience: 'customer' });
    keeper.apply(3, () => true);
    expect(keeper.apply(4, () => false)).toBe(false);
    expect(keeper.current()).toBe(3);
    keeper.forget();
    expect(keeper.handshake()).toEqual({ token: 't' });
    expect(loadLastSeq(storage, 'customer', 't')).toBeUndefined();
  });
});
