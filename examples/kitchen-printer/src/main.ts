/**
 * The kitchen printer: `npx tsx examples/kitchen-printer/src/main.ts` (settings in the environment,
 * see README.md). Prints every new order of the shop once, as a 42-column kitchen ticket.
 */
import path from 'node:path';

import { openCheckpoint } from './checkpoint';
import { startPrinter } from './printer';
import { createShopApi } from './shop-api';
import { ticketFolder, ticketStdout } from './ticket-output';

function setting(name: string, fallback?: string): string {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    console.error(`${name} is required (see examples/kitchen-printer/README.md)`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const shopUrl = setting('SHOP_URL', 'http://localhost:3000');
  const apiKey = setting('SHOP_API_KEY');
  const start = setting('PRINTER_START', 'now');
  if (start !== 'now' && start !== 'beginning') throw new Error(`PRINTER_START must be 'now' or 'beginning', not '${start}'`);
  const outDir = process.env.PRINTER_OUT_DIR;
  const checkpoint = await openCheckpoint(path.resolve(setting('PRINTER_STATE_FILE', 'kitchen-printer-state.json')));
  const output = outDir ? await ticketFolder(path.resolve(outDir)) : ticketStdout();
  // Log lines go to stderr, so stdout carries nothing but tickets.
  const log = (line: string) => console.error(`[kitchen-printer] ${new Date().toISOString()} ${line}`);

  const printer = startPrinter({
    shopUrl,
    apiKey,
    checkpoint,
    output,
    api: createShopApi(shopUrl, apiKey),
    start,
    log,
    onFatal: (err) => {
      log(`stopped: ${err.message}`);
      process.exit(1);
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: finishing the ticket in hand`);
      void printer.close().then(() => process.exit(0));
    });
  }
}

main().catch((err: unknown) => {
  console.error(`[kitchen-printer] ${(err as Error).message}`);
  process.exit(1);
});
