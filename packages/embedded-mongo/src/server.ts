/** The TCP server: frames messages per connection, runs commands in order, journals, replies. */
import { createServer, type Server, type Socket } from 'node:net';

import { commands, type CommandContext } from './commands';
import { Deferred, type ServerInfo } from './commands/context';
import { CursorRegistry } from './cursors';
import { MongoCommandError } from './errors';
import type { Catalog } from './storage/catalog';
import type { Journal } from './storage/journal';
import { type Transaction, TransactionManager, WriteBlocked } from './txn/transactions';
import type { DiskFailure, EmbeddedLogger } from './types';
import { normalize, type Doc } from './values';
import { MessageFramer } from './wire/framer';
import { encodeReply, parseMessage, type CommandRequest } from './wire/messages';

export interface WireServerDeps {
  catalog: Catalog;
  journal: Journal | undefined;
  dataDir: string | undefined;
  logger: EmbeddedLogger;
  transactionLifetimeMs: number;
}

/** Commands that write: outside a transaction each runs as a single-command transaction. */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

export class WireServer {
  readonly cursors = new CursorRegistry();
  readonly txns: TransactionManager;
  /** Set once a disk write failed: every command is answered with it, nothing is acknowledged. */
  private refusal: Doc | undefined;
  private readonly tcp: Server;
  private readonly sockets = new Set<Socket>();
  private nextConnectionId = 1;
  private readonly info: ServerInfo;

  constructor(private readonly deps: WireServerDeps) {
    this.txns = new TransactionManager(deps.catalog, deps.transactionLifetimeMs);
    this.tcp = createServer((socket) => this.accept(socket));
    this.info = {
      port: 0,
      startedAt: Date.now(),
      dataDir: deps.dataDir,
      connectionCount: () => this.sockets.size,
      journalStats: () => deps.journal?.stats(),
    };
  }

  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.tcp.once('error', reject);
      this.tcp.listen(port, '127.0.0.1', () => {
        const address = this.tcp.address();
        this.info.port = typeof address === 'object' && address ? address.port : port;
        resolve(this.info.port);
      });
    });
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.tcp.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    const connectionId = this.nextConnectionId++;
    const framer = new MessageFramer();
    let queue = Promise.resolve();
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const fail = (reason: string) => {
      this.deps.logger.warn('embedded mongo: closing connection', { connectionId, reason });
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      let messages: Buffer[];
      try {
        messages = framer.push(chunk);
      } catch (err) {
        return fail((err as Error).message);
      }
      for (const message of messages) {
        queue = queue.then(() => this.respond(socket, message, connectionId)).catch((err: Error) => fail(err.message));
      }
    });
    socket.on('error', () => undefined); // 'close' follows and does the bookkeeping
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.txns.connectionClosed(connectionId);
      if (framer.pendingBytes > 0) {
        this.deps.logger.warn('embedded mongo: connection closed in the middle of a message', {
          connectionId,
          pendingBytes: framer.pendingBytes,
        });
      }
    });
  }

  private async respond(socket: Socket, message: Buffer, connectionId: number): Promise<void> {
    if (socket.destroyed) return;
    const request = parseMessage(message); // throws on malformed input: the caller closes the connection
    const reply = await this.execute(request, connectionId);
    if (!request.moreToCome && !socket.destroyed) socket.write(encodeReply(request, reply));
  }

  /**
   * Runs one command; its changes are durable before the reply leaves, and so is everything it may
   * have seen: a reply without changes of its own waits until what is queued is on disk. Commands
   * inside a transaction are the exception until its commit: nothing of the transaction is visible
   * or acknowledged before then, and its commit is journaled after every change it may have seen.
   * A write outside a transaction that meets a document an open transaction holds waits for that
   * transaction to end, then runs again (as MongoDB's does).
   */
  async execute(request: CommandRequest, connectionId: number): Promise<Doc> {
    const { catalog, journal } = this.deps;
    if (this.refusal) return this.refusal;
    const command = normalize(request.command) as Doc;
    const name = Object.keys(command)[0] ?? '';
    let outcome = this.run(command, name, request.db, connectionId);
    while (outcome instanceof WriteBlocked) {
      await outcome.holder.ended;
      outcome = this.run(command, name, request.db, connectionId);
    }
    if (this.refusal) return this.refusal;
    const changes = catalog.takeChanges();
    const insideTransaction = command.autocommit === false && name !== 'commitTransaction';
    try {
      if (journal && changes.length > 0) await journal.append(changes);
      else if (journal && !insideTransaction) await journal.settled();
    } catch {
      return this.refusal ?? { ok: 0, errmsg: 'the embedded database could not write to disk', code: 91, codeName: 'ShutdownInProgress' };
    }
    return outcome instanceof Deferred ? this.finish(outcome, name) : outcome;
  }

  private async finish(deferred: Deferred, name: string): Promise<Doc> {
    try {
      return { ...deferred.reply, ...(await deferred.finish()), ok: 1 };
    } catch (err) {
      this.deps.logger.error('embedded mongo: command failed', { command: name, error: (err as Error).message });
      return { ok: 0, errmsg: `${name} failed: ${(err as Error).message}`, code: 1, codeName: 'InternalError' };
    }
  }

  private run(command: Doc, name: string, db: string, connectionId: number): Doc | Deferred | WriteBlocked {
    let txn: Transaction | undefined;
    try {
      const handler = commands[name];
      if (!handler) throw new MongoCommandError('CommandNotFound', `no such command: '${name}'`);
      txn = this.txns.resolve(command, name) ?? (WRITE_COMMANDS.has(name) ? this.txns.single() : undefined);
      txn?.connections.add(connectionId);
      const ctx: CommandContext = {
        catalog: this.deps.catalog,
        cursors: this.cursors,
        txns: this.txns,
        server: this.info,
        db,
        connectionId,
        txn,
      };
      const answer = handler(command, ctx);
      if (txn?.implicit) this.txns.commit(txn);
      return answer instanceof Deferred ? answer : { ...answer, ok: 1 };
    } catch (err) {
      if (txn?.implicit) txn.finish('aborted');
      if (err instanceof WriteBlocked) return err;
      // As MongoDB: a write conflict aborts the transaction; the driver retries it from the start.
      if (txn && err instanceof MongoCommandError && err.errorLabels.includes('TransientTransactionError')) txn.finish('aborted');
      return err instanceof MongoCommandError ? err.toReply() : internalError(err, this.deps.logger, name);
    }
  }

  /**
   * After a failed disk write: every command, including those waiting for the journal, is answered
   * with an error, so nothing that may not be on disk is acknowledged or shown.
   */
  refuse(failure: DiskFailure): void {
    this.refusal = {
      ok: 0,
      errmsg: `The embedded database stopped: ${failure.message}. Nothing after it was acknowledged; restart it to recover.`,
      code: 91,
      codeName: 'ShutdownInProgress',
    };
  }

  /** Periodic housekeeping: TTL is done by the caller; here idle cursors and stale transactions. */
  sweep(): void {
    this.cursors.expireIdle();
    const expired = this.txns.expire();
    if (expired > 0) this.deps.logger.warn('embedded mongo: transactions aborted at the end of their lifetime', { expired });
  }
}

function internalError(err: unknown, logger: EmbeddedLogger, command: string): Doc {
  logger.error('embedded mongo: command failed', { command, error: (err as Error).stack ?? String(err) });
  return { ok: 0, errmsg: (err as Error).message ?? 'internal error', code: 1, codeName: 'InternalError' };
}
