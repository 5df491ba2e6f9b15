/** `{ backupTo: '<absolute path>' }`: an online backup of every database at one commit (storage/backup-file.ts). */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';

import { MongoCommandError } from '../errors';
import { captureState, writeBackupFile } from '../storage/backup-file';
import { type CommandHandler, Deferred } from './context';

/**
 * `dataDir` (optional) is the folder the caller believes this server keeps: a command line that
 * found the port in a data folder checks it reached that folder's server, not another one that
 * reused the port. The capture is synchronous, so it sits between two commits; the file is
 * written after what it holds is on disk, and the reply waits for the file.
 */
const backupTo: CommandHandler = (cmd, ctx) => {
  const target = cmd.backupTo;
  if (typeof target !== 'string' || !isAbsolute(target))
    throw new MongoCommandError('BadValue', "backupTo must be an absolute file path, e.g. { backupTo: '/backups/shop.bak' }");
  if (!existsSync(dirname(target)) || !statSync(dirname(target)).isDirectory())
    throw new MongoCommandError('BadValue', `backupTo: the folder ${dirname(target)} does not exist`);
  const expected = cmd.dataDir;
  if (expected !== undefined && (typeof expected !== 'string' || resolve(expected) !== ctx.server.dataDir))
    throw new MongoCommandError('BadValue', `this server keeps ${ctx.server.dataDir ?? '(in memory)'}, not ${String(expected)}`);
  const takenAt = new Date();
  const captured = captureState(ctx.catalog);
  return new Deferred({ path: target }, async () => {
    const written = await writeBackupFile(target, captured, takenAt);
    return { takenAt: written.takenAt, counts: written.counts, fileBytes: written.fileBytes, sha256: written.sha256 };
  });
};

export const backupCommands: Record<string, CommandHandler> = { backupTo };
