/**
 * Logical sessions and multi-document transactions. Transactions run concurrently with
 * optimistic concurrency: the first to commit wins, a conflicting one gets a WriteConflict with
 * the TransientTransactionError label, which drivers answer by retrying (`withTransaction`).
 */
import type { Long } from 'bson';

import { MongoCommandError, writeConflictError } from '../errors';
import type { Catalog } from '../storage/catalog';
import { type Collection, currentWriteClock } from '../storage/collection';
import { OverlayView } from './overlay-view';

type TxnState = 'active' | 'committed' | 'aborted';

export class Transaction {
  state: TxnState = 'active';
  readonly views = new Map<Collection, OverlayView>();
  readonly startedAt = Date.now();
  /** What the transaction's snapshot includes: writes committed up to this tick of the write clock. */
  readonly snapshotClock = currentWriteClock();

  constructor(readonly txnNumber: number) {}

  view(collection: Collection): OverlayView {
    let view = this.views.get(collection);
    if (!view) this.views.set(collection, (view = new OverlayView(collection, this.snapshotClock)));
    return view;
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
      if (current?.state === 'active') current.state = 'aborted';
      const txn = new Transaction(txnNumber);
      this.sessions.set(key, txn);
      return txn;
    }
    if (!current || current.txnNumber !== txnNumber) throw noSuchTransaction(txnNumber);
    const retryableEnd = commandName === 'commitTransaction' || commandName === 'abortTransaction';
    if (current.state !== 'active' && !retryableEnd) throw noSuchTransaction(txnNumber);
    return current;
  }

  commit(txn: Transaction): void {
    if (txn.state === 'committed') return; // a retried commit
    if (txn.state === 'aborted') throw noSuchTransaction(txn.txnNumber);
    const undo: Array<() => void> = [];
    try {
      for (const view of txn.views.values()) view.assertNoConflict();
      for (const view of txn.views.values()) view.apply(undo);
      txn.state = 'committed';
    } catch (err) {
      undo.reverse().forEach((fn) => fn());
      this.catalog.takeChanges(); // nothing of a failed commit may reach the journal
      txn.state = 'aborted';
      throw err instanceof MongoCommandError && err.code === 11000 ? writeConflictError() : err;
    }
  }

  abort(txn: Transaction): void {
    if (txn.state === 'committed') throw new MongoCommandError('TransactionCommitted', 'Transaction has been committed');
    txn.state = 'aborted';
  }

  endSessions(lsids: unknown[]): void {
    for (const lsid of lsids) {
      const key = sessionKey(lsid as { id?: unknown });
      const txn = this.sessions.get(key);
      if (txn?.state === 'active') txn.state = 'aborted';
      this.sessions.delete(key);
    }
  }

  killAll(): void {
    for (const txn of this.sessions.values()) if (txn.state === 'active') txn.state = 'aborted';
    this.sessions.clear();
  }

  /** Aborts transactions open longer than the lifetime limit (MongoDB's transactionLifetimeLimitSeconds). */
  expire(now = Date.now()): void {
    for (const txn of this.sessions.values()) this.expireIfTooOld(txn, now);
  }

  private expireIfTooOld(txn: Transaction, now: number): void {
    if (txn.state === 'active' && now - txn.startedAt > this.lifetimeMs) txn.state = 'aborted';
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
