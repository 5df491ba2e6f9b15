import type { AuthGuard } from '../auth';
import type { Feature } from '../feature';
import type { IntegrationsService } from '../integrations';
import { registerOrdersOpenApi, registerStaffOrdersOpenApi } from './orders.openapi';
import { createOrdersRouter } from './orders.router';
import type { OrdersService } from './orders.service';

export { ordersByIds } from './order-queries';
export type { OrderTestHooks } from './place-order';
export { createOrdersService, DRAFT_LIFETIME_MS, type OrdersService } from './orders.service';

/** Checkout, placing and reading orders, and the staff board's lists and status changes, mounted at /api/orders. */
export function ordersFeature({
  orders,
  guard,
  integrations,
}: {
  orders: OrdersService;
  guard: AuthGuard;
  integrations: Pick<IntegrationsService, 'verify'>;
}): Feature {
  return {
    routes: [{ path: '/api/orders', router: createOrdersRouter(orders, guard, integrations) }],
    registerOpenApi: (registry) => {
      registerOrdersOpenApi(registry);
      registerStaffOrdersOpenApi(registry);
    },
  };
}
