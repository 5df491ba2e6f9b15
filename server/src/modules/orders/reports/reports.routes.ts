import { REPORT_MAX_DAYS, REPORT_MESSAGES, reportRangeQuerySchema, salesReportSchema, SUMMARY_CSV_COLUMNS } from '@pizza/shared';
import { z } from 'zod';

import type { Clock } from '../../../lib/clock';
import { errorResponse, jsonResponse } from '../../../lib/openapi';
import { route, type RouteTable } from '../../../lib/route-table';
import { salesReport } from './sales-report';
import { writeSummaryCsv } from './summary-csv';

const guarded = { 401: errorResponse('Authentication required'), 403: errorResponse('Your role does not allow this') };
const badRange = errorResponse(
  `A bad range: '${REPORT_MESSAGES.badDay}', '${REPORT_MESSAGES.backwards}' or '${REPORT_MESSAGES.tooLong}' (at most ${REPORT_MAX_DAYS} days)`,
);

/** Mounted at /api/admin/reports: the owner's and manager's sales figures (docs/product/reports.md), reading only. */
export function reportsRoutes({ clock }: { clock: Clock }): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/sales',
      access: { can: 'reports.view' },
      query: reportRangeQuerySchema,
      handler: async (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        res.json(await salesReport(req.query, clock.now()));
      },
      doc: {
        summary: 'The sales report of a range of Budapest days (from, to: both included)',
        description:
          'Revenue and its parts, orders, services, payments, by hour, by day, weekday × hour, best sellers, operations and customers. A sale is an order placed and not cancelled; days and hours are Europe/Budapest (docs/product/reports.md).',
        responses: { 200: jsonResponse('The figures', salesReportSchema), 400: badRange, ...guarded },
      },
    }),
    route({
      method: 'get',
      path: '/summary.csv',
      access: { can: 'reports.view' },
      query: reportRangeQuerySchema,
      handler: async (req, res) => {
        res.attachment(`summary-${req.query.from}-${req.query.to}.csv`);
        res.type('text/csv; charset=utf-8');
        await writeSummaryCsv(req.query, clock.now(), res);
      },
      doc: {
        summary: 'The summary of a range as CSV: one row per day, then a row `total`',
        description: `UTF-8 with a byte order mark and a header row; amounts in whole forints. Columns: ${SUMMARY_CSV_COLUMNS.join(', ')} (docs/product/reports.md#exports).`,
        responses: {
          200: { description: 'The CSV file (attachment)', content: { 'text/csv': { schema: z.string() } } },
          400: badRange,
          ...guarded,
        },
      },
    }),
  ];
  return { mount: '/api/admin/reports', tag: 'reports', routes };
}
