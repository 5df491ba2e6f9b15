/**
 * The file operations the journal makes, behind one seam: the real ones write through node:fs; the
 * fault-injection tests wrap them to fail a write, an fsync or a compaction, or to write half a record.
 */
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The journal file, opened for appending. */
export interface AppendFile {
  /** Writes the buffers in order at the end; resolves with the bytes written (possibly fewer). */
  writev(buffers: Buffer[]): Promise<number>;
  datasync(): Promise<void>;
  truncate(length: number): Promise<void>;
  close(): Promise<void>;
}

export interface DataFiles {
  openAppend(path: string): Promise<AppendFile>;
  /** Writes `records` to `path` so that a crash leaves the old file or the whole new one: a temporary file, fsync, rename, fsync of the folder. */
  writeAtomically(path: string, records: Iterable<Buffer>): void;
}

export const nodeDataFiles: DataFiles = {
  async openAppend(path) {
    const handle = await open(path, 'a');
    return {
      writev: async (buffers) => (await handle.writev(buffers)).bytesWritten,
      datasync: () => handle.datasync(),
      truncate: (length) => handle.truncate(length),
      close: () => handle.close(),
    };
  },

  writeAtomically(path, records) {
    const tmp = `${path}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      for (const record of records) writeSync(fd, record);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
    syncDir(dirname(path));
  },
};

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Writes every byte of `buffers`, continuing after short writes (a regular file may take fewer bytes at once). */
export async function writeAll(file: AppendFile, buffers: Buffer[]): Promise<void> {
  let pending = buffers;
  while (pending.length > 0) {
    const written = await file.writev(pending);
    if (written <= 0) throw new Error('the journal file accepted no bytes');
    pending = dropBytes(pending, written);
  }
}

function dropBytes(buffers: Buffer[], count: number): Buffer[] {
  let left = count;
  const rest: Buffer[] = [];
  for (const buffer of buffers) {
    if (left >= buffer.length) left -= buffer.length;
    else {
      rest.push(left > 0 ? buffer.subarray(left) : buffer);
      left = 0;
    }
  }
  return rest;
}
