/**
 * Restores an embedded database backup into a stopped data folder, then verifies it
 * (docs/operations/backups.md#restore-and-verify): the checksum before writing, then the restored
 * folder opened by its own server and compared with the header (counts per collection, the event
 * log gap-free from its lowest kept seq, the seq counter not behind it).
 */
import { restoreEmbeddedBackup, startEmbeddedMongo } from '@pizza/embedded-mongo';
import { MongoClient } from 'mongodb';

import { checkRestore, readRestored } from './restore-check';
import { BackupRefused } from './take-backup';

export interface RestoreRequest {
  file: string;
  dataDir: string;
  /** Replace a database the folder already holds. */
  force?: boolean;
}

export async function restoreAndVerify(request: RestoreRequest): Promise<string> {
  let header;
  try {
    header = restoreEmbeddedBackup(request.file, request.dataDir, { force: request.force });
  } catch (err) {
    const message = (err as Error).message;
    const running = /in use by process/.test(message)
      ? '\nA restore needs a stopped data folder: stop the shop on it, or restore into another folder and point DATA_DIR at it.'
      : '';
    throw new BackupRefused(`${message}${running}`);
  }
  const server = await startEmbeddedMongo({ dataDir: request.dataDir, port: 0 });
  let readings;
  const client = new MongoClient(server.uri, { directConnection: true });
  try {
    readings = await readRestored(client, header);
  } finally {
    await client.close();
    await server.stop();
  }
  const problems = checkRestore(header, readings);
  if (problems.length > 0)
    throw new BackupRefused(
      `The restored database in ${request.dataDir} does not match the backup ${request.file}; do not start the shop on it:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  const events = Object.entries(readings.eventSeqs)
    .map(([db, seqs]) =>
      seqs.length === 0
        ? `  ${db}: event log empty, seq counter ${readings.seqCounters[db]}`
        : `  ${db}: events ${seqs[0]}..${seqs.at(-1)} gap-free, seq counter ${readings.seqCounters[db]}`,
    )
    .join('\n');
  return [
    `Restored ${request.file} (taken at ${header.takenAt}) into ${request.dataDir} and verified:`,
    `  checksum sha256 ${header.sha256} matches`,
    `  ${Object.keys(header.counts).length} collections, ${Object.values(header.counts).reduce((a, b) => a + b, 0)} documents, counts as in the header`,
    ...(events ? [events] : []),
  ].join('\n');
}
