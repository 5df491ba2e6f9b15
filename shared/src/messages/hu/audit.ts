import type { MessageTable } from './table';

/** The audit log's filters and pages (docs/product/audit-log.md). */
export const AUDIT_HU: MessageTable = {
  'That page of the audit log is not valid any more: start from the first page':
    'A napló ezen oldala már nem érvényes: kezdje újra az első oldaltól',
  '`from` must be before `to`': 'A kezdő időpont (`from`) legyen a záró (`to`) előtt',
  'An order number, like #0042': 'Egy rendelésszám, például #0042',
};
