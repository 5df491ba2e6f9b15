/**
 * Logical sessions and multi-document transactions, with MongoDB's snapshot isolation: a
 * transaction reads the data as of its start, and the first writer of a document wins. Writing a
 * document that someone committed after the snapshot, or that another open transaction already
 * wrote, fails at once with WriteConflict and the TransientTransactionError label (the driver's
 * `withTransaction` retries); a single write command outside a transaction that meets a document
 * held by an open transaction waits for it to end instead (WriteBlocked, handled by the server).
 * https://www.mongodb.com/docs/manual/core/transactions-production-consideration/#in-progress-transactions-and-write-conflicts
 */
import type { Long } from 'bson';

import { MongoCommandError, writeConflictError } from '../errors';
import type { Catalog } from '../storage/catalog';
import type { Collection, LockOwner } from '../storage/collection';
import type { VersionClock } from '../storage/versions';
import type { CollectionView } from '../storage/view';
import { OverlayView } from './overlay-view';

type TxnState = 'active' | 'committed' | 'aborted';

/** A write command outside a transaction met a document held by `holder`: wait for it to end, then run again. */
export class WriteBlocked extends Error {
  constructor(readonly holder: Transaction) {
    super('write blocked by an open transaction');
  }
}

export class Transaction implements LockOwner {
  private state: TxnState = 'active';
  readonly views = new Map<Collection, OverlayView>();
  readonly startedAt = Date.now();
  /** The write clock the transaction reads at: every write committed up to it, none after. */
  readonly snapshot: number;
  /** Resolves when the transaction commits or aborts. */
  readonly ended: Promise<void>;
  /** The connections its commands came over (a driver may use several of its pool). */
  readonly connections = new Set<number>();
  private readonly locked: Array<[Collection, string]> = [];
  private resolveEnded!: () => void;

  /** @param implicit one write command outside a transaction: reads the latest data, waits instead of conflicting, holds no locks. */
  constructor(
    readonly txnNumber: number,
    private readonly versions: VersionClock,
    readonly implicit = false,
  ) {
    this.snapshot = implicit ? versions.now() : versions.openSnapshot();
    this.ended = new Promise((resolve) => (this.resolveEnded = resolve));
  }

  get active(): boolean {
    return this.state === 'active';
  }

  get status(): TxnState {
    return this.state;
  }

  /**
   * How the transaction reads and writes `collection`. A single write command on a collection no
   * open transaction holds anything of writes straight to it: nothing can interleave with one
   * command, so there is nothing to wait for and nothing to roll back.
   */
  view(collection: Collection): CollectionView {
    if (this.implicit && !collection.hasLocks) return collection;
    let view = this.views.get(collection);
    if (!view) this.views.set(collection, (view = new OverlayView(collection, this)));
    return view;
  }

  /** Takes `id` for this transaction before its first write of it: first writer wins. */
  claim(collection: Collection, id: string): void {
    const holder = collection.lockOwner(id);
    if (holder && holder !== this) throw this.implicit ? new WriteBlocked(holder as Transaction) : writeConflictError();
    if (collection.history.writtenSince(id, this.snapshot)) throw writeConflictError();
    if (this.implicit || holder) return;
    collection.lock(id, this);
    this.locked.push([collection, id]);
  }

  /** Ends the transaction: its documents and its snapshot are released (idempotent). */
  finish(state: 'committed' | 'aborted'): void {
    if (this.state !== 'active') return;
    this.state = state;
    for (const [collection, id] of this.locked) collection.unlock(id, this);
    this.locked.length = 0;
    if (!this.implicit) this.versions.releaseSnapshot(this.snapshot);
    this.resolveEnded();
  }
}

interface TxnFields {
  lsid?: { id?: unknown };
  txnNumber?: Long | number;
  autocommit?: boolean;
  startTransaction?: boolean;
}

export class TransactionManager {
  private readonly sessions = new Map<string, Transaction>();

  constructor(
    private readonly catalog: Catalog,
    private readonly lifetimeMs: number,
  ) {}

  /** The transaction a command runs in, starting one when asked; undefined outside transactions. */
  resolve(cmd: TxnFields, commandName: string): Transaction | undefined {
    if (cmd.autocommit !== false || !cmd.lsid) return undefined;
    const key = sessionKey(cmd.lsid);
    const txnNumber = Number(cmd.txnNumber ?? 0);
    const current = this.sessions.get(key);
    if (current) this.expireIfTooOld(current, Date.now()); // do not wait for the next sweep
    if (cmd.startTransaction) {
      current?.finish('aborted');
      const txn = new Transaction(txnNumber, this.catalog.versions);
      this.sessions.set(key, txn);
      return txn;
    }
    if (!current || current.txnNumber !== txnNumber) throw noSuchTransaction(txnNumber);
    const retryableEnd = commandName === 'commitTransaction' || commandName === 'abortTransaction';
    if (!current.active && !retryableEnd) throw noSuchTransaction(txnNumber);
    return current;
  }

  /** The transaction of one write command outside any transaction: committed when the command ends. */
  single(): Transaction {
    return new Transaction(0, this.catalog.versions, true);
  }

  commit(txn: Transaction): void {
    if (txn.status === 'committed') return; // a retried commit
    if (txn.status === 'aborted') throw noSuchTransaction(txn.txnNumber);
    const undo: Array<() => void> = [];
    try {
      if (!txn.implicit) for (const view of txn.views.values()) view.assertNoConflict();
      for (const view of txn.views.values()) view.apply(undo);
      txn.finish('committed');
    } catch (err) {
      undo.reverse().forEach((fn) => fn());
      this.catalog.takeChanges(); // nothing of a failed commit may reach the journal
      txn.finish('aborted');
      throw err instanceof MongoCommandError && err.code === 11000 ? writeConflictError() : err;
    }
  }

  abort(txn: Transaction): void {
    if (txn.status === 'committed') throw new MongoCommandError('TransactionCommitted', 'Transaction has been committed');
    txn.finish('aborted');
  }

  endSessions(lsids: unknown[]): void {
    for (const lsid of lsids) {
      const key = sessionKey(lsid as { id?: unknown });
      this.sessions.get(key)?.finish('aborted');
      this.sessions.delete(key);
    }
  }

  killAll(): void {
    for (const txn of this.sessions.values()) txn.finish('aborted');
    this.sessions.clear();
  }

  /**
   * A transaction whose every connection has closed cannot be finished by its client (the process
   * died, or the network cut it off): abort it at once, so the documents it holds do not stall
   * every other writer until its lifetime runs out. A driver that reconnects and retries the
   * commit then gets NoSuchTransaction with TransientTransactionError and runs it again.
   */
  connectionClosed(connectionId: number): void {
    for (const txn of this.sessions.values()) {
      if (!txn.active || !txn.connections.delete(connectionId)) continue;
      if (txn.connections.size === 0) txn.finish('aborted');
    }
  }

  /**
   * Aborts transactions open longer than the lifetime limit (MongoDB's transactionLifetimeLimitSeconds);
   * answers how many, so the server can say so (a client that abandons transactions stalls writers).
   */
  expire(now = Date.now()): number {
    let expired = 0;
    for (const txn of this.sessions.values()) if (this.expireIfTooOld(txn, now)) expired += 1;
    return expired;
  }

  private expireIfTooOld(txn: Transaction, now: number): boolean {
    if (!txn.active || now - txn.startedAt <= this.lifetimeMs) return false;
    txn.finish('aborted');
    return true;
  }
}

function sessionKey(lsid: { id?: unknown }): string {
  const id = lsid.id as { toString?: (enc: string) => string } | undefined;
  return id?.toString ? id.toString('hex') : String(id);
}

function noSuchTransaction(txnNumber: number): MongoCommandError {
  return new MongoCommandError('NoSuchTransaction', `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {
    labels: ['TransientTransactionError'],
  });
}
