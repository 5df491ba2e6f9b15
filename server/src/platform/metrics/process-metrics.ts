import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';

import { collectDefaultMetrics, Gauge, type Registry } from 'prom-client';

/** The folder itself, or its nearest existing parent (the data folder of a fresh install may not exist yet). */
function existing(folder: string): string {
  let at = path.resolve(folder);
  while (!existsSync(at) && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/**
 * The process (CPU, memory, event-loop delay, handles: prom-client's default metrics, prefixed
 * `pizza_` and in our registry, never the global one) and the disk holding the data folder.
 */
export function processMetrics(registry: Registry, dataDir: string): void {
  collectDefaultMetrics({ register: registry, prefix: 'pizza_' });
  // One statfs per scrape, shared by both gauges.
  let reading: Promise<{ size: number; available: number }> | undefined;
  const disk = () =>
    (reading ??= statfs(existing(dataDir))
      .then((stats) => ({ size: stats.blocks * stats.bsize, available: stats.bavail * stats.bsize }))
      .finally(() => {
        reading = undefined;
      }));
  new Gauge({
    name: 'pizza_data_disk_size_bytes',
    help: 'Size of the file system holding the data folder (DATA_DIR)',
    registers: [registry],
    async collect() {
      this.set((await disk()).size);
    },
  });
  new Gauge({
    name: 'pizza_data_disk_available_bytes',
    help: 'Bytes still available to the shop on the file system holding the data folder',
    registers: [registry],
    async collect() {
      this.set((await disk()).available);
    },
  });
}
