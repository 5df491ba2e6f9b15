/** Databases and their collections, and the single place that records changes for the journal. */
import { MongoCommandError } from '../errors';
import { Collection, type StorageOp } from './collection';
import { VersionClock } from './versions';

export class Catalog {
  /** The write clock and open snapshots of every collection here (transactions span collections). */
  readonly versions = new VersionClock();
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private pending: StorageOp[] = [];
  private recording = true;

  /** Changes made since the last call, to be journaled before the reply is sent. */
  takeChanges(): StorageOp[] {
    const ops = this.pending;
    this.pending = [];
    return ops;
  }

  private readonly sink = (op: StorageOp): void => {
    if (this.recording) this.pending.push(op);
  };

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** The collection, created implicitly as MongoDB does on first write. */
  ensure(db: string, name: string): Collection {
    const existing = this.get(db, name);
    if (existing) return existing;
    validateName(db, name);
    let collections = this.dbs.get(db);
    if (!collections) this.dbs.set(db, (collections = new Map()));
    const collection = new Collection(db, name, this.sink, this.versions);
    collections.set(name, collection);
    this.sink({ op: 'createColl', db, coll: name });
    return collection;
  }

  drop(db: string, name: string): Collection | undefined {
    const collection = this.get(db, name);
    if (!collection) return undefined;
    this.dbs.get(db)?.delete(name);
    this.sink({ op: 'dropColl', db, coll: name });
    return collection;
  }

  dropDatabase(db: string): void {
    for (const name of [...(this.dbs.get(db)?.keys() ?? [])]) this.drop(db, name);
    this.dbs.delete(db);
  }

  databases(): string[] {
    return [...this.dbs.keys()].filter((db) => (this.dbs.get(db)?.size ?? 0) > 0);
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  allCollections(): Collection[] {
    return [...this.dbs.values()].flatMap((c) => [...c.values()]);
  }

  /** Re-applies a journaled change without recording it again. */
  replay(op: StorageOp): void {
    this.recording = false;
    try {
      switch (op.op) {
        case 'createColl':
          this.ensure(op.db, op.coll);
          break;
        case 'dropColl':
          this.drop(op.db, op.coll);
          break;
        case 'createIndex':
          this.ensure(op.db, op.coll).restoreIndex(op.spec);
          break;
        case 'dropIndex':
          this.get(op.db, op.coll)?.indexes.delete(op.name);
          break;
        case 'put':
          this.ensure(op.db, op.coll).restore(op.doc);
          break;
        case 'del':
          this.get(op.db, op.coll)?.forget(op.id);
          break;
      }
    } finally {
      this.recording = true;
    }
  }

  /** The whole state as changes, for a compacted snapshot. */
  *snapshot(): Generator<StorageOp> {
    for (const c of this.allCollections()) {
      yield { op: 'createColl', db: c.db, coll: c.name };
      for (const index of c.indexes.values()) yield { op: 'createIndex', db: c.db, coll: c.name, spec: index.spec };
      for (const doc of c.docs.values()) yield { op: 'put', db: c.db, coll: c.name, doc };
    }
  }
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db)) throw new MongoCommandError('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('system.') || name.includes('\0'))
    throw new MongoCommandError('InvalidNamespace', `Invalid collection name: ${name}`);
}
