/**
 * Multi-version bookkeeping for snapshot isolation, one per catalog: a write clock ticked by every
 * committed write, the snapshots that open transactions read at, and a queue of the writes whose
 * old versions (and write times) an open snapshot may still need. Nothing is kept while no
 * snapshot is open, and everything older than the oldest open snapshot is dropped as soon as it
 * closes, so memory follows the open transactions, not the history of the data.
 */

/** A collection's side of the bookkeeping: forget what no open snapshot can read any more. */
export interface VersionedStore {
  /** Drops the write time of `id` if it is still `at`, and its old versions that ended by `floor`. */
  dropHistory(id: string, at: number, floor: number): void;
}

interface TrackedWrite {
  store: VersionedStore;
  id: string;
  at: number;
}

export class VersionClock {
  private clock = 0;
  /** snapshot clock -> how many open transactions read at it. */
  private readonly open = new Map<number, number>();
  /** Writes made while a snapshot was open, in clock order; `head` is the first not yet pruned. */
  private tracked: TrackedWrite[] = [];
  private head = 0;

  /** The clock now: a snapshot taken now sees every write with a time up to this. */
  now(): number {
    return this.clock;
  }

  /** The time of a new committed write. */
  tick(): number {
    return ++this.clock;
  }

  get hasOpenSnapshots(): boolean {
    return this.open.size > 0;
  }

  /** Registers a snapshot at the current clock; `release` it exactly once. */
  openSnapshot(): number {
    const at = this.clock;
    this.open.set(at, (this.open.get(at) ?? 0) + 1);
    return at;
  }

  releaseSnapshot(at: number): void {
    const count = this.open.get(at) ?? 0;
    if (count <= 1) this.open.delete(at);
    else this.open.set(at, count - 1);
    this.prune();
  }

  /** A write at `at` kept history that snapshots open now may read. */
  track(store: VersionedStore, id: string, at: number): void {
    this.tracked.push({ store, id, at });
  }

  /** How many tracked writes still hold history (for tests and the benchmark). */
  get trackedCount(): number {
    return this.tracked.length - this.head;
  }

  /** The oldest open snapshot, or the clock itself when none is open: history up to it is dead. */
  private floor(): number {
    let floor = this.clock;
    for (const at of this.open.keys()) if (at < floor) floor = at;
    return floor;
  }

  /** Forgets every tracked write that no open snapshot predates. */
  prune(): void {
    if (this.trackedCount === 0) return;
    const floor = this.floor();
    while (this.head < this.tracked.length && this.tracked[this.head]!.at <= floor) {
      const { store, id, at } = this.tracked[this.head]!;
      store.dropHistory(id, at, floor);
      this.head += 1;
    }
    if (this.head > 1024 && this.head * 2 > this.tracked.length) {
      this.tracked = this.tracked.slice(this.head);
      this.head = 0;
    }
  }
}
