/**
 * What one collection remembers for open snapshots: when each document was last written (only
 * while a snapshot older than that write is open) and the versions it replaced, so a transaction
 * reads the collection as it was when it started and can tell that a document changed since.
 */
import type { Doc } from '../values';
import type { VersionClock, VersionedStore } from './versions';

/** A replaced version: the document (undefined: it did not exist) as snapshots in [from, until) see it. */
interface OldVersion {
  doc: Doc | undefined;
  from: number;
  until: number;
}

export class DocumentHistory implements VersionedStore {
  /** id -> clock of its last write, for writes that an open snapshot predates. */
  private readonly writtenAt = new Map<string, number>();
  /** id -> versions it replaced while snapshots were open, oldest first. */
  private readonly versions = new Map<string, OldVersion[]>();

  constructor(private readonly clock: VersionClock) {}

  /** Called by every committed write of `id`, with the version it replaces. */
  recordWrite(id: string, previous: Doc | undefined): void {
    const at = this.clock.tick();
    if (!this.clock.hasOpenSnapshots) return; // nobody can read the old version or conflict with this write
    let versions = this.versions.get(id);
    if (!versions) this.versions.set(id, (versions = []));
    versions.push({ doc: previous, from: this.writtenAt.get(id) ?? 0, until: at });
    this.writtenAt.set(id, at);
    this.clock.track(this, id, at);
  }

  /** Whether `id` was written after the snapshot `at` was taken (a write there is a conflict). */
  writtenSince(id: string, at: number): boolean {
    return (this.writtenAt.get(id) ?? 0) > at;
  }

  /** The version of `id` a snapshot taken at `at` sees, given the current one. */
  versionAt(id: string, current: Doc | undefined, at: number): Doc | undefined {
    if (!this.writtenSince(id, at)) return current;
    const old = this.versions.get(id)?.find((v) => v.from <= at && at < v.until);
    return old?.doc;
  }

  /** Ids with old versions: documents a snapshot may see although the current state no longer matches. */
  changedIds(): Iterable<string> {
    return this.versions.keys();
  }

  get isEmpty(): boolean {
    return this.versions.size === 0;
  }

  /** Sizes for tests and the benchmark: both follow the open snapshots, not the history of writes. */
  get size(): { writtenAt: number; versions: number } {
    let versions = 0;
    for (const list of this.versions.values()) versions += list.length;
    return { writtenAt: this.writtenAt.size, versions };
  }

  dropHistory(id: string, at: number, floor: number): void {
    if (this.writtenAt.get(id) === at) this.writtenAt.delete(id);
    const versions = this.versions.get(id);
    if (!versions) return;
    const kept = versions.filter((v) => v.until > floor);
    if (kept.length > 0) this.versions.set(id, kept);
    else this.versions.delete(id);
  }
}
