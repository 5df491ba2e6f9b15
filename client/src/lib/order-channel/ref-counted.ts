/**
 * Values shared by key and counted: the first acquire creates, the last release destroys after
 * `lingerMs` (a page that unmounts and the next that mounts keep the same value instead of
 * tearing it down and building it again; React's StrictMode double mount does the same).
 */
export interface RefCounted<V> {
  acquire: (key: string, create: () => V) => V;
  release: (key: string) => void;
  get: (key: string) => V | undefined;
  /** Destroys every value now, whoever holds it. */
  clear: () => void;
}

interface Entry<V> {
  value: V;
  count: number;
  timer?: ReturnType<typeof setTimeout>;
}

export function createRefCounted<V>(destroy: (value: V) => void, lingerMs: number): RefCounted<V> {
  const entries = new Map<string, Entry<V>>();
  return {
    acquire(key, create) {
      let entry = entries.get(key);
      if (!entry) entries.set(key, (entry = { value: create(), count: 0 }));
      clearTimeout(entry.timer);
      entry.timer = undefined;
      entry.count += 1;
      return entry.value;
    },
    release(key) {
      const entry = entries.get(key);
      if (!entry || entry.count === 0) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      entry.timer = setTimeout(() => {
        entries.delete(key);
        destroy(entry.value);
      }, lingerMs);
    },
    get: (key) => entries.get(key)?.value,
    clear() {
      for (const entry of entries.values()) {
        clearTimeout(entry.timer);
        destroy(entry.value);
      }
      entries.clear();
    },
  };
}
