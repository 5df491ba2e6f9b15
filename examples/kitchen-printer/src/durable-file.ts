import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `content` to `file` so that after a crash (kill -9, power loss) the file holds either the
 * old content or the new one, never a mix: a temporary file in the same folder is written and
 * flushed to disk, renamed over the target (atomic on POSIX), and the folder is flushed so the
 * rename itself is on disk.
 */
export async function writeFileAtomically(file: string, content: string): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const handle = await fs.open(temp, 'w');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temp, file);
  const folder = await fs.open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Temporary files a killed process left behind in `folder` (of `file` only, if given): they never
 * replaced anything, so they are simply removed.
 */
export async function removeLeftoverTempFiles(folder: string, file?: string): Promise<void> {
  const prefix = file ? `.${path.basename(file)}.` : '.';
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const leftovers = names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp'));
  await Promise.all(leftovers.map((name) => fs.rm(path.join(folder, name), { force: true })));
}
