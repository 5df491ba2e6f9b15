/**
 * Work that must not grow with the history of the data: what snapshots keep (write times, old
 * versions), the TTL sweep (only expired index entries), and sorted reads on an indexed field
 * (index order, stopping at the limit) — each checked for the same answers as the plain way.
 */
import { findDocs } from '../engine/query';
import { Catalog } from '../storage/catalog';
import type { Collection } from '../storage/collection';
import type { CollectionView } from '../storage/view';
import { expireTtlDocuments } from '../ttl';
import { keyOf, type Doc } from '../values';

function collectionWith(indexes: Array<{ key: Record<string, number>; name: string; unique?: boolean; expireAfterSeconds?: number }>) {
  const catalog = new Catalog();
  const coll = catalog.ensure('bench', 'c');
  for (const spec of indexes) coll.addIndex({ v: 2, ...spec });
  catalog.takeChanges();
  return { catalog, coll };
}

const bump = (coll: Collection, id: number) => {
  const doc = coll.get(keyOf(id))!;
  coll.replace(doc, { ...doc, n: (doc.n as number) + 1 });
};

describe('snapshot history stays bounded by the open snapshots', () => {
  it('when 100,000 writes hit 1,000 ids while snapshots open and close, then what is kept never exceeds the writes an open snapshot predates', () => {
    const { catalog, coll } = collectionWith([]);
    for (let id = 0; id < 1000; id++) coll.insert({ _id: id, n: 0 });
    const first = catalog.versions.openSnapshot();
    let current = first;
    let writesSinceOldest = 0;
    let maxKept = 0;
    for (let w = 0; w < 100_000; w++) {
      if (w > 0 && w % 2000 === 0) {
        // A rolling snapshot; the very first one stays open until w = 50,000.
        if (current !== first) catalog.versions.releaseSnapshot(current);
        if (w === 50_000) {
          catalog.versions.releaseSnapshot(first);
          writesSinceOldest = 2000;
        }
        current = catalog.versions.openSnapshot();
      }
      bump(coll, w % 1000);
      writesSinceOldest += 1;
      const { writtenAt, versions } = coll.history.size;
      maxKept = Math.max(maxKept, versions);
      expect(writtenAt).toBeLessThanOrEqual(1000);
      if (w >= 50_000) expect(versions).toBeLessThanOrEqual(Math.min(writesSinceOldest, 4000));
    }
    expect(maxKept).toBe(50_000); // every write while the first snapshot was open
    catalog.versions.releaseSnapshot(current);
    expect(coll.history.size).toEqual({ writtenAt: 0, versions: 0 });
    expect(catalog.versions.trackedCount).toBe(0);
  });

  it('when a snapshot stays open through many writes, then it still reads every document as it was', () => {
    const { catalog, coll } = collectionWith([]);
    for (let id = 0; id < 100; id++) coll.insert({ _id: id, n: 0 });
    const snapshot = catalog.versions.openSnapshot();
    for (let w = 0; w < 5000; w++) bump(coll, w % 100);
    coll.remove(coll.get(keyOf(7))!);
    coll.insert({ _id: 'late', n: 1 });
    for (let id = 0; id < 100; id++) expect(coll.getAt(keyOf(id), snapshot)).toEqual({ _id: id, n: 0 });
    expect(coll.getAt(keyOf('late'), snapshot)).toBeUndefined();
    expect([...coll.candidatesAt({}, snapshot)]).toHaveLength(100);
    catalog.versions.releaseSnapshot(snapshot);
    expect(coll.get(keyOf(8))).toEqual({ _id: 8, n: 50 });
  });
});

describe('the TTL sweep reads only what has expired', () => {
  it('when most documents carry no expiry (placed orders) and some have expired, then exactly the expired ones go and locked ones wait', () => {
    const { coll, catalog } = collectionWith([{ key: { draftExpiresAt: 1 }, name: 'draftExpiresAt_1', expireAfterSeconds: 0 }]);
    const now = Date.now();
    for (let i = 0; i < 20_000; i++) coll.insert({ _id: `placed-${i}`, status: 'PLACED' });
    coll.insert({ _id: 'expired', draftExpiresAt: new Date(now - 1000) });
    coll.insert({ _id: 'expired-array', draftExpiresAt: [new Date(now + 60_000), new Date(now - 5)] });
    coll.insert({ _id: 'fresh', draftExpiresAt: new Date(now + 60_000) });
    coll.insert({ _id: 'held', draftExpiresAt: new Date(now - 1000) });
    coll.lock(keyOf('held'), { active: true });
    expect(expireTtlDocuments(catalog, now)).toBe(2);
    expect(coll.get(keyOf('expired'))).toBeUndefined();
    expect(coll.get(keyOf('expired-array'))).toBeUndefined();
    expect(coll.get(keyOf('fresh'))).toBeDefined();
    expect(coll.get(keyOf('held'))).toBeDefined();
    expect(coll.docs.size).toBe(20_002);
  });
});

describe('sorted reads on an indexed field walk the index', () => {
  /** The same collection without the index walk: the plain match-then-sort path. */
  const plain = (coll: Collection): CollectionView => ({
    db: coll.db,
    name: coll.name,
    get: (id) => coll.get(id),
    candidates: (filter) => coll.candidates(filter),
    insert: () => undefined,
    replace: () => undefined,
    remove: () => undefined,
    all: () => coll.all(),
  });

  it('when filters, directions, skips and limits vary, then the walk returns exactly what sorting everything returns', () => {
    const { coll } = collectionWith([
      { key: { seq: 1 }, name: 'seq_1', unique: true },
      { key: { userId: 1, seq: 1 }, name: 'userId_1_seq_1' },
    ]);
    for (let seq = 1; seq <= 500; seq++) coll.insert({ _id: `e${seq}`, seq, userId: `u${seq % 7}`, type: seq % 3 ? 'status' : 'created' });
    const filters: Doc[] = [
      {},
      { seq: { $gt: 120 } },
      { seq: { $gt: 10, $lte: 40 } },
      { type: 'created' },
      { userId: 'u3', seq: { $gt: 50 } },
    ];
    for (const filter of filters) {
      for (const direction of [1, -1]) {
        for (const [skip, limit] of [
          [0, 1],
          [0, 25],
          [3, 10],
          [0, 0],
        ]) {
          const options = { sort: { seq: direction }, skip, limit };
          expect(findDocs(coll, filter, options)).toEqual(findDocs(plain(coll), filter, options));
        }
      }
    }
  });

  it('when some documents lack the field or hold an array, then the read falls back to sorting and stays right', () => {
    const { coll } = collectionWith([{ key: { seq: 1 }, name: 'seq_1' }]);
    for (let seq = 1; seq <= 20; seq++) coll.insert({ _id: `e${seq}`, seq });
    coll.insert({ _id: 'no-seq' });
    coll.insert({ _id: 'array', seq: [0, 100] });
    expect(coll.sortedBy('seq', 1, {})).toBeUndefined();
    expect(findDocs(coll, {}, { sort: { seq: 1 }, limit: 2 }).map((d) => d._id)).toEqual(['no-seq', 'array']);
    for (const direction of [1, -1]) {
      const options = { sort: { seq: direction }, limit: 3 };
      expect(findDocs(coll, {}, options)).toEqual(findDocs(plain(coll), {}, options));
    }
  });
});

describe('a partial index serves the filters that imply its condition', () => {
  const DRAFT_INDEX = {
    key: { userId: 1, status: 1 },
    name: 'userId_1_status_1',
    unique: true,
    partialFilterExpression: { status: 'PENDING' },
  };

  /** 1,000 placed orders of 10 customers (u3's are all PLACED) and one draft each: the shape of the shop's orders. */
  function orders() {
    const { coll } = collectionWith([DRAFT_INDEX]);
    for (let i = 0; i < 1000; i++) coll.insert({ _id: `o${i}`, userId: `u${i % 10}`, status: i % 2 ? 'PLACED' : 'COMPLETED' });
    for (let u = 0; u < 10; u++) coll.insert({ _id: `d${u}`, userId: `u${u}`, status: 'PENDING' });
    return coll;
  }
  const count = (docs: Iterable<Doc>) => [...docs].length;

  it("when a customer's draft is looked up by user and PENDING, then only the index entry is read, however many orders there are", () => {
    const coll = orders();
    for (const filter of [
      { userId: 'u3', status: 'PENDING' },
      { userId: { $eq: 'u3' }, status: { $in: ['PENDING'] } },
    ]) {
      expect(count(coll.candidates(filter))).toBe(1);
      expect(findDocs(coll, filter)).toEqual([{ _id: 'd3', userId: 'u3', status: 'PENDING' }]);
    }
  });

  it('when a filter does not imply the condition (another status, several, none, a null), then every order is read and the answer stays right', () => {
    const coll = orders();
    const filters: Doc[] = [
      { userId: 'u3', status: 'PLACED' },
      { userId: 'u3', status: { $in: ['PENDING', 'PLACED'] } },
      { userId: 'u3' },
      { userId: 'u3', status: null },
      { userId: 'u3', status: { $ne: 'PLACED' } },
    ];
    const answers = [100, 101, 101, 0, 1];
    filters.forEach((filter, i) => {
      expect(count(coll.candidates(filter))).toBe(1010);
      expect(findDocs(coll, filter)).toHaveLength(answers[i]!);
    });
  });

  it('when the condition is $exists and the filter fixes the field to a value, then the index serves it; a null does not', () => {
    const { coll } = collectionWith([
      { key: { day: 1, number: 1 }, name: 'day_1_number_1', unique: true, partialFilterExpression: { number: { $exists: true } } } as never,
    ]);
    for (let i = 0; i < 200; i++) coll.insert(i % 2 ? { _id: i, day: 'd1', number: i } : { _id: i, day: 'd1' });
    expect(count(coll.candidates({ day: 'd1', number: 7 }))).toBe(1);
    expect(findDocs(coll, { day: 'd1', number: 7 })).toEqual([{ _id: 7, day: 'd1', number: 7 }]);
    expect(count(coll.candidates({ day: 'd1', number: null }))).toBe(200);
    expect(findDocs(coll, { day: 'd1', number: null })).toHaveLength(100);
  });
});

describe('a top-level $or is read through its branches’ indexes', () => {
  function mails() {
    const { coll } = collectionWith([
      { key: { state: 1, nextAttemptAt: 1 }, name: 'state_1_nextAttemptAt_1' },
      { key: { state: 1, claimedUntil: 1 }, name: 'state_1_claimedUntil_1' },
    ]);
    for (let i = 0; i < 2000; i++) coll.insert({ _id: i, state: 'sent' });
    coll.insert({ _id: 'r1', state: 'retrying', nextAttemptAt: 5 });
    coll.insert({ _id: 'r2', state: 'retrying', nextAttemptAt: 50 });
    coll.insert({ _id: 's1', state: 'sending', claimedUntil: 5 });
    return coll;
  }
  const DUE = {
    $or: [
      { state: 'retrying', nextAttemptAt: { $lte: 10 } },
      { state: 'sending', claimedUntil: { $lte: 10 } },
    ],
  };

  it('when the mail retry sweep asks for what is due or stuck among 2,000 sent mails, then it reads the three waiting ones, not the sent', () => {
    const coll = mails();
    expect([...coll.candidates(DUE)].map((doc) => doc._id)).toEqual(['r1', 'r2', 's1']);
    expect(findDocs(coll, DUE).map((doc) => doc._id)).toEqual(['r1', 's1']);
  });

  it('when one branch has no index (or is not an object), then the whole collection is read and the answer stays right', () => {
    const coll = mails();
    const unplanned = { $or: [{ state: 'retrying' }, { attempts: { $gt: 2 } }] };
    expect([...coll.candidates(unplanned)]).toHaveLength(2003);
    expect(findDocs(coll, unplanned).map((doc) => doc._id)).toEqual(['r1', 'r2']);
  });
});
