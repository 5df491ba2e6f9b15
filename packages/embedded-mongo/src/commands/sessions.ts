/** Logical sessions and transaction outcomes. */
import { randomUUID } from 'node:crypto';

import { Binary } from 'bson';

import { MongoCommandError } from '../errors';
import type { CommandHandler } from './context';

const commitTransaction: CommandHandler = (_cmd, ctx) => {
  if (!ctx.txn) throw new MongoCommandError('NoSuchTransaction', 'commitTransaction needs an lsid, a txnNumber and autocommit: false');
  ctx.txns.commit(ctx.txn);
  return {};
};

const abortTransaction: CommandHandler = (_cmd, ctx) => {
  if (!ctx.txn) throw new MongoCommandError('NoSuchTransaction', 'abortTransaction needs an lsid, a txnNumber and autocommit: false');
  ctx.txns.abort(ctx.txn);
  return {};
};

export const sessionCommands: Record<string, CommandHandler> = {
  startSession: () => ({
    id: { id: new Binary(Buffer.from(randomUUID().replace(/-/g, ''), 'hex'), Binary.SUBTYPE_UUID) },
    timeoutMinutes: 30,
  }),
  refreshSessions: () => ({}),
  endSessions: (cmd, ctx) => {
    ctx.txns.endSessions(Array.isArray(cmd.endSessions) ? cmd.endSessions : []);
    return {};
  },
  killSessions: (cmd, ctx) => {
    ctx.txns.endSessions(Array.isArray(cmd.killSessions) ? cmd.killSessions : []);
    return {};
  },
  killAllSessions: (_cmd, ctx) => {
    ctx.txns.killAll();
    return {};
  },
  commitTransaction,
  abortTransaction,
};
