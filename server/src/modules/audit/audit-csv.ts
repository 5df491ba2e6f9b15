import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { AuditEntry, AuditQuery } from '@pizza/shared';
import { stringify } from 'csv-stringify';

import { defuseCells } from '../../lib/csv-cells';
import { everyAuditEntry } from './audit-queries';

/** The export's columns, in order (docs/product/audit-log.md lists them). */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'action',
  'actorName',
  'actorEmail',
  'actorRole',
  'actorId',
  'orderNumber',
  'orderId',
  'subject',
  'before',
  'after',
] as const;

const json = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));

/** One row: the number as the board shows it (#0042), before/after as JSON text. */
function toRow(entry: AuditEntry): Record<(typeof AUDIT_CSV_COLUMNS)[number], string> {
  return {
    at: entry.at,
    action: entry.action,
    actorName: entry.actorName ?? '',
    actorEmail: entry.actorEmail ?? '',
    actorRole: entry.actorRole ?? '',
    actorId: entry.actorId ?? (entry.actorEmail || entry.actorName ? '' : 'system'),
    orderNumber: entry.orderNumber === undefined ? '' : `#${String(entry.orderNumber).padStart(4, '0')}`,
    orderId: entry.orderId ?? '',
    subject: entry.subject ?? '',
    before: json(entry.before),
    after: json(entry.after),
  };
}

/**
 * Streams every entry of the filter as CSV into `out`, with a header row and a UTF-8 byte order mark
 * (Excel then reads Hungarian accents right). A cell that a spreadsheet would run as a formula (a
 * dish name, a webhook description) is written with a leading apostrophe, so it stays text.
 */
export async function writeAuditCsv(query: Omit<AuditQuery, 'before' | 'limit'>, out: NodeJS.WritableStream): Promise<void> {
  const rows = Readable.from(everyAuditEntry(query));
  const toCells = new Transform({
    objectMode: true,
    transform(entry: AuditEntry, _encoding, done) {
      done(null, defuseCells(toRow(entry)));
    },
  });
  await pipeline(rows, toCells, stringify({ header: true, columns: [...AUDIT_CSV_COLUMNS], bom: true }), out);
}
