/**
 * The most recently served pictures of this instance, in memory, up to `maxBytes` in all (least
 * recently used go first). A photo's files never change (their URL names their content), so a
 * copy is never stale and no instance needs to tell another; a miss reads the database.
 */
export interface VariantCache {
  get(key: string): Buffer | undefined;
  set(key: string, data: Buffer): void;
  readonly bytes: number;
}

export function createVariantCache(maxBytes: number): VariantCache {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    get(key) {
      const data = entries.get(key);
      if (data) {
        // Map keeps insertion order: re-inserting makes it the most recent.
        entries.delete(key);
        entries.set(key, data);
      }
      return data;
    },
    set(key, data) {
      if (data.length > maxBytes || entries.has(key)) return;
      entries.set(key, data);
      total += data.length;
      for (const [oldest, old] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= old.length;
      }
    },
    get bytes() {
      return total;
    },
  };
}
