/** What every command handler receives, and the helpers they share. */
import type { CursorRegistry } from '../cursors';
import { MongoCommandError } from '../errors';
import type { Catalog } from '../storage/catalog';
import type { JournalStats } from '../storage/journal';
import type { CollectionView } from '../storage/view';
import type { Transaction, TransactionManager } from '../txn/transactions';
import type { Doc } from '../values';

export interface ServerInfo {
  port: number;
  startedAt: number;
  /** The data folder; undefined in memory. */
  dataDir: string | undefined;
  connectionCount(): number;
  /** The journal's counters (serverStatus' `embeddedJournal`); undefined in memory, where nothing is journaled. */
  journalStats(): JournalStats | undefined;
}

/**
 * A reply whose work goes on after the command: `finish` runs once everything the command saw is on
 * disk, and its fields join the reply (the backup writes its file then, without holding writers).
 */
export class Deferred {
  constructor(
    readonly reply: Doc,
    readonly finish: () => Promise<Doc>,
  ) {}
}

export interface CommandContext {
  catalog: Catalog;
  cursors: CursorRegistry;
  txns: TransactionManager;
  server: ServerInfo;
  db: string;
  connectionId: number;
  txn: Transaction | undefined;
}

export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Doc | Deferred;

/** The collection named by the command's first field, as the command's transaction sees it. */
export function readView(ctx: CommandContext, name: string): CollectionView | undefined {
  const collection = ctx.catalog.get(ctx.db, name);
  if (!collection) return undefined;
  return ctx.txn ? ctx.txn.view(collection) : collection;
}

/** Like readView, creating the collection on first write as MongoDB does. */
export function writeView(ctx: CommandContext, name: string): CollectionView {
  const collection = ctx.catalog.ensure(ctx.db, name);
  return ctx.txn ? ctx.txn.view(collection) : collection;
}

export function collectionName(cmd: Doc, field: string): string {
  const name = cmd[field];
  if (typeof name !== 'string' || name.length === 0) {
    throw new MongoCommandError('InvalidNamespace', `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function optionalDoc(cmd: Doc, field: string): Doc | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new MongoCommandError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${Array.isArray(value) ? 'array' : typeof value}', expected type 'object'`,
    );
  }
  return value as Doc;
}

export function optionalNumber(cmd: Doc, field: string): number | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number((value as { toNumber?: () => number }).toNumber?.() ?? NaN);
  if (!Number.isFinite(n)) throw new MongoCommandError('TypeMismatch', `BSON field '${field}' must be a number`);
  return n;
}

export function docArray(cmd: Doc, field: string): Doc[] {
  const value = cmd[field];
  if (!Array.isArray(value)) throw new MongoCommandError('FailedToParse', `BSON field '${field}' is missing or not an array`);
  return value as Doc[];
}
