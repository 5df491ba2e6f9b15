/** Removes documents whose TTL index date has passed (MongoDB's TTL monitor). */
import type { Catalog } from './storage/catalog';
import { valuesAtPath, type Doc } from './values';

export function expireTtlDocuments(catalog: Catalog, now = Date.now()): number {
  let removed = 0;
  for (const collection of catalog.allCollections()) {
    for (const index of collection.indexes.values()) {
      const seconds = index.spec.expireAfterSeconds;
      if (typeof seconds !== 'number' || index.fields.length !== 1) continue;
      const path = index.fields[0]!.split('.');
      const expired: Doc[] = [];
      for (const doc of collection.docs.values()) {
        const dates = valuesAtPath(doc, path)
          .flatMap((v) => (Array.isArray(v) ? v : [v]))
          .filter((v): v is Date => v instanceof Date);
        if (dates.length === 0) continue;
        const earliest = Math.min(...dates.map((d) => d.getTime()));
        if (earliest + seconds * 1000 <= now) expired.push(doc);
      }
      for (const doc of expired) collection.remove(doc);
      removed += expired.length;
    }
  }
  return removed;
}
