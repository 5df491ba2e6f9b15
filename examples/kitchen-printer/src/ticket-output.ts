import fs from 'node:fs/promises';
import path from 'node:path';

import { removeLeftoverTempFiles, writeFileAtomically } from './durable-file';

/** Where tickets go. `print` resolves once the ticket is out (on disk, or written to stdout). */
export interface TicketOutput {
  /** Whether this order's ticket is already out (a repeat after a crash is then skipped). */
  printed(orderId: string): Promise<boolean>;
  print(orderId: string, ticket: string): Promise<void>;
}

/**
 * One file per ticket, named by the order id, written atomically: a file that exists is a ticket
 * fully printed, so an event seen again after a crash prints nothing the second time.
 */
export async function ticketFolder(folder: string): Promise<TicketOutput> {
  await fs.mkdir(folder, { recursive: true });
  await removeLeftoverTempFiles(folder);
  const fileOf = (orderId: string) => path.join(folder, `${orderId.replace(/[^A-Za-z0-9_-]/g, '_')}.txt`);
  return {
    printed: (orderId) =>
      fs.access(fileOf(orderId)).then(
        () => true,
        () => false,
      ),
    print: (orderId, ticket) => writeFileAtomically(fileOf(orderId), ticket),
  };
}

/**
 * Standard output (pipe it to the printer device). It cannot tell whether a ticket went out before a
 * crash, so the last ticket may come twice after `kill -9`; use a folder when that matters.
 */
export function ticketStdout(): TicketOutput {
  return {
    printed: async () => false,
    print: (_orderId, ticket) =>
      new Promise<void>((resolve, reject) => process.stdout.write(`${ticket}\n`, (err) => (err ? reject(err) : resolve()))),
  };
}
