/**
 * An online backup of the embedded database (docs/operations/backups.md#back-up-the-embedded-database):
 * asks the server running on the data folder (the port it recorded there), or the one at `uri`,
 * for `{ backupTo }`. With no server on the folder the folder is opened directly (its lock keeps
 * a shop from starting meanwhile), so the same command backs up a stopped shop.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { readEmbeddedBackup, runningServerPort, startEmbeddedMongo } from '@pizza/embedded-mongo';
import { MongoClient } from 'mongodb';

import { headSeqs } from './restore-check';

export class BackupRefused extends Error {}

export interface BackupRequest {
  /** Absolute path of the backup file to write. */
  file: string;
  /** The shop's data folder (absolute); ignored when `uri` is given. */
  dataDir: string;
  /** An embedded server's address, instead of finding it through the data folder. */
  uri?: string;
}

export async function takeBackup(request: BackupRequest): Promise<string> {
  let source: string;
  let reply: Record<string, unknown>;
  if (request.uri) {
    reply = await askForBackup(request.uri, { backupTo: request.file });
    source = `the embedded database at ${request.uri}`;
  } else {
    const port = runningServerPort(request.dataDir);
    if (port !== undefined) {
      reply = await askForBackup(`mongodb://127.0.0.1:${port}/`, { backupTo: request.file, dataDir: request.dataDir });
      source = `the running database of ${request.dataDir} (port ${port}), online`;
    } else {
      if (!['snapshot.bin', 'journal.bin'].some((f) => existsSync(join(request.dataDir, f))))
        throw new BackupRefused(
          `No embedded database in ${request.dataDir} (no shop runs on it and it holds no data). Pass --data <folder> or --uri <mongodb://...>.`,
        );
      const server = await startEmbeddedMongo({ dataDir: request.dataDir, port: 0 }).catch((err: Error) => {
        throw new BackupRefused(err.message);
      });
      try {
        reply = await askForBackup(server.uri, { backupTo: request.file, dataDir: request.dataDir });
      } finally {
        await server.stop();
      }
      source = `${request.dataDir}, read directly (no shop was running on it)`;
    }
  }
  const contents = readEmbeddedBackup(request.file);
  if (!contents.intact) throw new BackupRefused(`The backup written to ${request.file} does not read back: ${contents.problem}`);
  const counts = Object.entries(contents.header.counts)
    .map(([ns, n]) => `  ${ns}: ${n}`)
    .join('\n');
  const heads = Object.entries(headSeqs(contents.documents))
    .map(([db, seq]) => `  ${db}: event log head seq ${seq}`)
    .join('\n');
  return [
    `Backup of ${source}`,
    `written to ${request.file}: ${formatBytes(Number(reply.fileBytes))}, taken at ${contents.header.takenAt}, sha256 ${contents.header.sha256}`,
    'documents per collection:',
    counts || '  (none)',
    ...(heads ? [heads] : []),
  ].join('\n');
}

async function askForBackup(uri: string, command: Record<string, string>): Promise<Record<string, unknown>> {
  const client = new MongoClient(uri, { directConnection: true, serverSelectionTimeoutMS: 5000 });
  try {
    await client.connect();
    return await client.db('admin').command(command);
  } catch (err) {
    throw new BackupRefused(`The embedded database at ${uri} did not take the backup: ${(err as Error).message}`);
  } finally {
    await client.close();
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}
