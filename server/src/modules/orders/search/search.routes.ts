import { orderSearchPageSchema, orderSearchQuerySchema, REPORT_MESSAGES, reportRangeQuerySchema } from '@pizza/shared';
import { z } from 'zod';

import { errorResponse, jsonResponse } from '../../../lib/openapi';
import { route, type RouteTable } from '../../../lib/route-table';
import { writeOrdersCsv } from './orders-csv';
import { searchOrders } from './search-orders';

const guarded = { 401: errorResponse('Authentication required'), 403: errorResponse('Staff only, or Your role does not allow this') };

/**
 * Mounted at /api/admin: the order search and the orders export (docs/product/reports.md), the
 * office's (`reports.view`). Opening a result needs no route of its own: the board's
 * GET /api/orders/{orderId} and the trail GET /api/audit/orders/{orderId} serve whoever has it.
 */
export function searchRoutes(): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/orders/search',
      access: { can: 'reports.view' },
      query: orderSearchQuerySchema,
      handler: async (req, res) => {
        res.json(await searchOrders(req.query));
      },
      doc: {
        summary: 'Find placed orders by number, phone, e-mail or name, Budapest days, status and service; newest first, 25 a page',
        description:
          '`q` is an order number (42, #0042, #Order-0042: that number on any day of the range), a phone (any spacing, +36 or 06: its last 9 digits match), ' +
          "an e-mail (the customer account's, exact) or a part of the name (accents and case ignored). Each order comes with its status history.",
        responses: {
          200: jsonResponse('A page of orders and how many match', orderSearchPageSchema),
          400: errorResponse(`A bad filter, or '${REPORT_MESSAGES.backwards}'`),
          ...guarded,
        },
      },
    }),
    route({
      method: 'get',
      path: '/reports/orders.csv',
      access: { can: 'reports.view' },
      query: reportRangeQuerySchema,
      handler: async (req, res) => {
        const { from, to } = req.query;
        res.attachment(`orders-${from}-${to}.csv`);
        res.type('text/csv; charset=utf-8');
        await writeOrdersCsv(req.query, res);
      },
      doc: {
        summary: 'The placed orders of a range of Budapest days as CSV, one row per order line (cancelled ones with their status)',
        description:
          'RFC 4180, UTF-8 with a byte order mark, a header row; amounts in whole forints, times in Budapest time with their offset. Columns in docs/product/reports.md#exports.',
        responses: {
          200: { description: 'The CSV file (attachment orders-<from>-<to>.csv)', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponse(`'${REPORT_MESSAGES.badDay}', '${REPORT_MESSAGES.backwards}' or '${REPORT_MESSAGES.tooLong}'`),
          ...guarded,
        },
      },
    }),
  ];
  return { mount: '/api/admin', tag: 'reports', routes };
}
