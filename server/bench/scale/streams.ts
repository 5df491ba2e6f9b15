/**
 * bench:scale's verdict on the sockets' streams, by the chaos run's own check (server/chaos/checker-streams.ts):
 * every staff socket got every event of the log after `after` once and in seq order, every customer
 * socket exactly its own orders' events (and the public ones), each as the log has it.
 */
import type { OrderType } from '@pizza/shared';

import { customerSees, type LoggedRow, type Violation } from '../../chaos/checker-model';
import { checkClient } from '../../chaos/checker-streams';
import type { ClientRecord } from '../../chaos/history';

export interface StreamsVerdict {
  clients: number;
  /** Deliveries the log called for, and those that came (a lost or repeated one makes them differ). */
  expected: number;
  received: number;
  violations: Violation[];
}

/**
 * `log`: the events after `after` (the sockets connected with lastSeq `after`), up to the seq the
 * clients are judged to (events after it may still be on their way).
 */
export function judgeStreams(records: ClientRecord[], log: LoggedRow[], after: number): StreamsVerdict {
  const db = { events: log.filter((row) => row.seq > after) };
  const end = db.events.at(-1)?.seq ?? after;
  // Every order of the bench's workload is a pickup (server/bench/orders/workload.ts).
  const orderTypes = new Map<string, OrderType>(db.events.flatMap((row) => (row.orderId ? [[row.orderId, 'PICKUP' as const]] : [])));
  const violations: Violation[] = [];
  let expected = 0;
  let received = 0;
  for (const record of records) {
    checkClient(record, end, db, orderTypes, violations);
    expected += record.audience === 'all' ? db.events.length : db.events.filter((row) => customerSees(row, record.userId)).length;
    received += record.received.filter((item) => item.kind === 'event' && item.seq > after && item.seq <= end).length;
  }
  return { clients: records.length, expected, received, violations };
}
