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
