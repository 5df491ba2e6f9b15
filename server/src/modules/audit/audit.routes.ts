import { auditActorListSchema, auditEntrySchema, auditPageSchema, auditQuerySchema, orderIdParamsSchema } from '@pizza/shared';
import { z } from 'zod';

import type { Clock } from '../../lib/clock';
import { errorResponse, jsonResponse } from '../../lib/openapi';
import { route, type RouteTable } from '../../lib/route-table';
import { writeAuditCsv } from './audit-csv';
import { auditActors, auditFilter, listAudit, orderTrail } from './audit-queries';

const guarded = { 401: errorResponse('Authentication required'), 403: errorResponse('Your role does not allow this') };
const exportQuerySchema = auditQuerySchema.omit({ before: true, limit: true });

/**
 * Mounted at /api: the audit log (docs/product/audit-log.md). Reading only: no route changes or
 * deletes an entry. The whole log is the owner's (audit.view); an order's trail is for whoever sees
 * the board (orders.view).
 */
export function auditRoutes({ clock }: { clock: Clock }): RouteTable {
  const routes = [
    route({
      method: 'get',
      path: '/audit',
      access: { can: 'audit.view' },
      query: auditQuerySchema,
      handler: async (req, res) => {
        res.json(await listAudit(req.query));
      },
      doc: {
        summary: 'The audit log, newest first, a page at a time (filters: who, what, order number, from/to)',
        description: 'The next page: the same filters with `before` = the `nextBefore` of this page (absent on the last page).',
        responses: { 200: jsonResponse('A page of entries', auditPageSchema), 400: errorResponse('A bad filter or cursor'), ...guarded },
      },
    }),
    route({
      method: 'get',
      path: '/audit.csv',
      access: { can: 'audit.view' },
      query: exportQuerySchema,
      handler: async (req, res) => {
        auditFilter(req.query); // a bad filter is a 400 before the download starts
        const day = clock.now().toISOString().slice(0, 10);
        res.attachment(`audit-log-${day}.csv`);
        res.type('text/csv; charset=utf-8');
        await writeAuditCsv(req.query, res);
      },
      doc: {
        summary: 'The audit log as CSV (same filters as GET /api/audit, every matching entry, newest first)',
        description: 'UTF-8 with a byte order mark and a header row; columns documented in docs/product/audit-log.md.',
        responses: {
          200: { description: 'The CSV file (attachment)', content: { 'text/csv': { schema: z.string() } } },
          400: errorResponse('A bad filter'),
          ...guarded,
        },
      },
    }),
    route({
      method: 'get',
      path: '/audit/actors',
      access: { can: 'audit.view' },
      handler: async (_req, res) => {
        res.json(await auditActors());
      },
      doc: {
        summary: 'Everyone who appears in the audit log as the one who acted (the "who" filter), by name',
        responses: { 200: jsonResponse('The actors', auditActorListSchema), ...guarded },
      },
    }),
    route({
      method: 'get',
      path: '/audit/orders/:orderId',
      access: { can: 'orders.view' },
      params: orderIdParamsSchema,
      handler: async (req, res) => {
        res.json(await orderTrail(req.params.orderId));
      },
      doc: {
        summary: "An order's trail: every staff action on it, oldest first ([] when none)",
        responses: { 200: jsonResponse('The entries', z.array(auditEntrySchema)), ...guarded },
      },
    }),
  ];
  return { mount: '/api', tag: 'audit', routes };
}
