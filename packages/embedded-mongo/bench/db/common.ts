/** What the sections of bench:db share: the rows they report, timing helpers, temporary folders and the table. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startEmbeddedMongo, type EmbeddedMongo } from '../../src/index';

export interface Row {
  metric: string;
  value: number;
  unit: string;
  budget?: number;
}

export const rows: Row[] = [];
export const tempDirs: string[] = [];

export const now = () => process.hrtime.bigint();
export const msSince = (start: bigint) => Number(now() - start) / 1e6;
export const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `embedded-bench-${name}-`));
  tempDirs.push(dir);
  return dir;
};
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function withServer<T>(
  options: Parameters<typeof startEmbeddedMongo>[0],
  fn: (server: EmbeddedMongo) => Promise<T>,
): Promise<T> {
  const server = await startEmbeddedMongo(options);
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

export function printTable(): boolean {
  const header = ['metric', 'value', 'budget', 'met'];
  const body = rows.map((r) => [
    r.metric,
    `${r.value.toFixed(r.unit === 'ms' && r.value < 10 ? 3 : 1)} ${r.unit}`,
    r.budget === undefined ? '-' : `< ${r.budget} ${r.unit}`,
    r.budget === undefined ? '-' : r.value < r.budget ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const b of body) console.log(line(b));
  return rows.every((r) => r.budget === undefined || r.value < r.budget);
}
