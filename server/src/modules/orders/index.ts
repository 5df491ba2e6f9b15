import type { Clock } from '../../lib/clock';
import { mountTables } from '../../lib/route-table';
import { accessGuards, type AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { IntegrationsService } from '../integrations';
import { ordersRoutes } from './orders.routes';
import type { OrdersService } from './orders.service';
import { reportsRoutes } from './reports/reports.routes';
import { searchRoutes } from './search/search.routes';

export { finishedOrderCount } from './finished-orders';
export { orderedMenuEntries } from './ordered-menu-entries';
export { ordersOfCustomer, pseudonymiseOrdersOf, pseudonymOf } from './customer-orders-data';
export { oldestAwaitingAcceptance } from './awaiting-acceptance';
export { ordersByIds } from './order-queries';
export type { FinishedOrder, FinishedStats, OrderPromos, PricedPromo, PromoPriceRequest } from './order-promos';
export { purgeExpiredDrafts } from './purge-drafts';
export type { OrderTestHooks } from './place-order';
export { fillOrderSearchFields } from './search/fill-search-fields';
export { writeOrdersCsv } from './search/orders-csv';
export { createOrdersService, DRAFT_LIFETIME_MS, type OrdersService } from './orders.service';
export { salesReport } from './reports/sales-report';
export { writeSummaryCsv } from './reports/summary-csv';

/**
 * Checkout, placing and reading orders, and the staff board's lists and status changes, mounted at
 * /api/orders; the order search and the orders export at /api/admin; the sales reports at
 * /api/admin/reports.
 */
export function ordersFeature({
  orders,
  guard,
  integrations,
  clock,
}: {
  orders: OrdersService;
  guard: AuthGuard;
  integrations: Pick<IntegrationsService, 'verify'>;
  clock: Clock;
}): Feature {
  return mountTables(
    [ordersRoutes({ orders, authenticate: guard.authenticate, integrations }), searchRoutes(), reportsRoutes({ clock })],
    accessGuards(guard),
  );
}
