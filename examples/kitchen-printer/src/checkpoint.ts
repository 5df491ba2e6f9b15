import fs from 'node:fs/promises';
import path from 'node:path';

import { removeLeftoverTempFiles, writeFileAtomically } from './durable-file';

/**
 * The printer's position in the shop's event log: the highest `seq` it has fully handled. Written
 * only after the ticket of that event is out, so a crash at any point repeats at most the last
 * event, never skips one.
 */
export interface Checkpoint {
  lastSeq(): number;
  save(seq: number): Promise<void>;
}

export async function openCheckpoint(file: string): Promise<Checkpoint> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await removeLeftoverTempFiles(path.dirname(file), file);
  let lastSeq = 0;
  try {
    const saved = JSON.parse(await fs.readFile(file, 'utf8')) as { lastSeq?: unknown };
    if (typeof saved.lastSeq !== 'number' || !Number.isSafeInteger(saved.lastSeq) || saved.lastSeq < 0) {
      throw new Error(`${file} does not hold a lastSeq; fix or delete it`);
    }
    lastSeq = saved.lastSeq;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return {
    lastSeq: () => lastSeq,
    async save(seq) {
      await writeFileAtomically(file, `${JSON.stringify({ lastSeq: seq })}\n`);
      lastSeq = seq;
    },
  };
}
