import { downloadFile } from '../../../lib/download-file';
import type { ReportRange } from '../report-range';

/** The two files of a range: its orders with their lines, and its summary by day. */
export type ReportCsv = 'orders' | 'summary';

const PATHS: Record<ReportCsv, string> = {
  orders: '/api/admin/reports/orders.csv',
  summary: '/api/admin/reports/summary.csv',
};

/**
 * GET /api/admin/reports/{orders,summary}.csv for the range, saved as a file
 * ('orders-2026-10-01-2026-10-31.csv' unless the server names it); resolves to its name.
 */
export function downloadReportCsv(token: string, kind: ReportCsv, range: ReportRange): Promise<string> {
  return downloadFile(PATHS[kind], { from: range.from, to: range.to }, token, `${kind}-${range.from}-${range.to}.csv`);
}
