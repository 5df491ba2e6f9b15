/**
 * Removes documents whose TTL index date has passed (MongoDB's TTL monitor). Each TTL index keeps
 * its dates in order, so a sweep reads only the expired entries, however many documents the
 * collection holds. A document an open transaction holds is left for the next sweep.
 */
import type { Catalog } from './storage/catalog';
import type { Doc } from './values';

export function expireTtlDocuments(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const collection of catalog.allCollections()) {
    for (const index of collection.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number') continue;
      const expired = new Map<string, Doc>();
      for (const id of index.expiredIds(new Date(now - seconds * 1000))) {
        const doc = collection.get(id);
        // keysFor: a partial or sparse TTL index covers only the documents it indexes.
        if (doc && !collection.lockOwner(id) && index.keysFor(doc).length > 0) expired.set(id, doc);
      }
      for (const doc of expired.values()) collection.remove(doc);
      removed += expired.size;
    }
  }
  return removed;
}
