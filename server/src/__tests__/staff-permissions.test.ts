import { can, type Permission, STAFF_ROLES, type StaffRole } from '@pizza/shared';
import { bearer } from '@pizza/test-kit';
import request from 'supertest';

import { mountedRouteTables } from '../app';
import type { Access, AnyRoute, CustomAccess, RouteTable } from '../lib/route-table';
import { createTestCustomer, createTestStaff, type TestPrincipal } from '../test/auth';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Every route of every table the app mounts (read from the app itself, not listed here) against the
 * roles of docs/product/staff-roles.md. The expectations below are written from the product's words,
 * not derived from the matrix or the tables under test, so a route whose permission changes, a role
 * given a permission it should not have, or a route added without being classified here all fail.
 */

const BOARD: StaffRole[] = ['OWNER', 'MANAGER', 'KITCHEN'];
const OFFICE: StaffRole[] = ['OWNER', 'MANAGER'];
const OWNER: StaffRole[] = ['OWNER'];
const EVERY_ROLE: StaffRole[] = [...STAFF_ROLES];

/** Staff routes: the roles that may call each ("unmatched" = any other path under the table's guard). */
const STAFF_ROUTES: Record<string, StaffRole[]> = {
  // The board: every role reads it (a courier gets the delivery orders on the road only).
  'get /api/orders/all/orders': EVERY_ROLE,
  'get /api/orders/status/:status': EVERY_ROLE,
  // A courier hands over delivery orders; which moves each role may make is checked in the use case.
  'patch /api/orders/:orderId/status': EVERY_ROLE,
  'patch /api/orders/:orderId/eta': BOARD,
  'put /api/menuItem/:id/availability': BOARD,
  'put /api/extras/:id/availability': BOARD,
  // The menu editor's photo upload (docs/product/menu.md#photos).
  'post /api/admin/menu/photos': OFFICE,
  // The menu editor: the office's (docs/product/menu.md#the-menu-editor).
  'get /api/admin/menu': OFFICE,
  'post /api/admin/menu/dishes': OFFICE,
  'put /api/admin/menu/dishes/:dishId': OFFICE,
  'delete /api/admin/menu/dishes/:dishId': OFFICE,
  'post /api/admin/menu/dishes/:dishId/restore': OFFICE,
  'put /api/admin/menu/categories/:category/dishes/order': OFFICE,
  'put /api/admin/menu/extras/order': OFFICE,
  'post /api/admin/menu/extras': OFFICE,
  'put /api/admin/menu/extras/:id': OFFICE,
  'delete /api/admin/menu/extras/:id': OFFICE,
  'put /api/admin/menu/categories/order': OFFICE,
  'put /api/admin/menu/categories/:category': OFFICE,
  'put /api/restaurant/hours': OFFICE,
  'put /api/restaurant/busy': OFFICE,
  'put /api/restaurant/pause': OFFICE,
  'put /api/restaurant/:restaurantId/status': OFFICE,
  'unmatched /api/restaurant/:restaurantId/status': OFFICE,
  // The kitchen's accept dialog reads the usual prep times; changing the settings is the office's.
  'get /api/restaurant/settings': BOARD,
  'put /api/restaurant/settings': OFFICE,
  'patch /api/restaurant/settings': OFFICE,
  // Ordering for later: the board reads how it is set, the office sets it (docs/product/scheduled-orders.md#settings).
  'get /api/restaurant/scheduling': BOARD,
  'put /api/restaurant/scheduling': OFFICE,
  // The loyalty reward: the office's (docs/product/promo-codes.md#loyalty-reward).
  'get /api/admin/loyalty': OFFICE,
  'put /api/admin/loyalty': OFFICE,
  'unmatched /api/admin/loyalty': OFFICE,
  // Promo codes (docs/product/promo-codes.md): owners and managers.
  'get /api/admin/promos': OFFICE,
  'post /api/admin/promos': OFFICE,
  'put /api/admin/promos/:promoId': OFFICE,
  'unmatched /api/admin/promos': OFFICE,
  'get /api/mails/failures': OFFICE,
  'unmatched /api/mails': OFFICE,
  'get /api/push/vapid-public-key': EVERY_ROLE,
  'post /api/push/subscriptions': EVERY_ROLE,
  'get /api/push/subscriptions': EVERY_ROLE,
  'delete /api/push/subscriptions/:id': EVERY_ROLE,
  'unmatched /api/push': EVERY_ROLE,
  'post /api/integrations/keys': OWNER,
  'get /api/integrations/keys': OWNER,
  'patch /api/integrations/keys/:keyId': OWNER,
  'delete /api/integrations/keys/:keyId': OWNER,
  'unmatched /api/integrations': OWNER,
  'post /api/integrations/webhooks': OWNER,
  'get /api/integrations/webhooks': OWNER,
  'patch /api/integrations/webhooks/:id': OWNER,
  'delete /api/integrations/webhooks/:id': OWNER,
  'post /api/integrations/webhooks/:id/rotate-secret': OWNER,
  'post /api/integrations/webhooks/:id/test': OWNER,
  'get /api/integrations/webhooks/:id/deliveries': OWNER,
  'post /api/integrations/webhooks/:id/resend': OWNER,
  'post /api/integrations/webhooks/:id/replay': OWNER,
  'unmatched /api/integrations/webhooks': OWNER,
  // Staff accounts: the owner's; every member reads their own role (the client's navigation).
  'get /api/staff/me': EVERY_ROLE,
  'get /api/staff': OWNER,
  'post /api/staff/invitations': OWNER,
  'post /api/staff/invitations/:memberId/resend': OWNER,
  'delete /api/staff/invitations/:memberId': OWNER,
  'patch /api/staff/:memberId': OWNER,
  'unmatched /api/staff': OWNER,
  // The audit log is the owner's; an order's trail is read by whoever sees the whole board.
  'get /api/audit': OWNER,
  'get /api/audit.csv': OWNER,
  'get /api/audit/actors': OWNER,
  'get /api/audit/orders/:orderId': BOARD,
  // The order search and the orders export: the office's (docs/product/reports.md).
  'get /api/admin/orders/search': OFFICE,
  'get /api/admin/reports/orders.csv': OFFICE,
  // The sales reports: the owner's and the manager's (docs/product/reports.md).
  'get /api/admin/reports/sales': OFFICE,
  'get /api/admin/reports/summary.csv': OFFICE,
  // The legal pages: the owner's (docs/product/legal.md).
  'put /api/admin/legal/:document': OWNER,
  'get /api/admin/legal/:document/versions': OWNER,
  'get /api/admin/legal/:document/versions/:version': OWNER,
  'unmatched /api/admin/legal': OWNER,
};

type OtherAccess = Exclude<Access, { can: Permission }> | 'custom';

/** Every other route and its access: none of them is a staff route (a new one must be classified here or above). */
const OTHER_ROUTES: Record<string, OtherAccess> = {
  'get /api/health': 'public',
  'get /api/health/live': 'public',
  'get /api/health/ready': 'public',
  // The join page: the invitation link is the credential.
  'get /api/staff/invitations/:token': 'public',
  'post /api/staff/invitations/:token/accept': 'public',
  'post /auth/signup': 'public',
  'post /auth/login': 'public',
  'post /auth/logout': 'signedIn',
  'get /auth/check-email': 'public',
  'get /auth/validate-token/:email': 'public',
  'get /auth/me': 'signedIn',
  'post /auth/forgot-password': 'public',
  'post /auth/resetPassword': 'public',
  'post /auth/admin-login': 'public',
  'post /auth/verify-otp': 'public',
  'get /api/config/client': 'public',
  'get /api/menu': 'public',
  'get /api/menu/categories': 'public',
  'get /api/menuItem/get/category/:category': 'public',
  'get /api/menuItem/get/name/size': 'public',
  'get /api/menuItem/get/:id': 'public',
  'get /api/extras/get/all': 'public',
  'get /api/extras/get/:id': 'public',
  // A photo's pictures: as public as the menu that shows them.
  'get /api/menu/photos/:id/:file': 'public',
  'get /api/cart/user-email': 'customer',
  'post /api/cart/add-to-cart': 'customer',
  'put /api/cart/update/:cartItemId': 'customer',
  'unmatched /api/cart': 'customer',
  'post /api/address/add': 'customer',
  'post /api/address/address-selected/:id': 'customer',
  'get /api/address/all': 'customer',
  'get /api/address/selected': 'customer',
  'delete /api/address/:id': 'customer',
  'post /api/address/validate': 'public',
  'get /api/address/suggest': 'public',
  'unmatched /api/address': 'customer',
  'get /api/restaurant/restaurant-status': 'public',
  'get /api/restaurant/hours': 'public',
  'post /api/orders/pickup-checkout': 'customer',
  'post /api/orders/checkout': 'customer',
  'post /api/orders/placeorder': 'customer',
  'get /api/orders/slots': 'customer',
  'post /api/orders/:orderId/cancel': 'customer',
  'post /api/orders/:orderId/reorder': 'customer',
  'get /api/orders/history/all-orders/:email': 'customer',
  // Its customer, staff who may read the order (order-queries.ts), or an integrator key.
  'get /api/orders/:orderId': 'custom',
  'unmatched /api/orders': 'signedIn',
  // Staff tokens by their role's audience, or integrator keys (events.router.ts).
  'get /api/events': 'custom',
  'unmatched /api/events': 'custom',
  // A customer's data rights (docs/product/legal.md#my-data); a staff member asking to be erased is told an owner deactivates them.
  'get /api/account/export': 'customer',
  'delete /api/account': 'signedIn',
  'get /api/account/preferences': 'customer',
  'put /api/account/preferences': 'customer',
  // A customer's loyalty rewards (docs/product/promo-codes.md#loyalty-reward).
  'get /api/account/rewards': 'customer',
  'unmatched /api/account': 'customer',
  // The legal pages are public; a customer's acceptance is their own (docs/product/legal.md).
  'get /api/legal': 'public',
  'get /api/legal/:document': 'public',
  'get /api/account/legal-acceptance': 'customer',
  'post /api/account/legal-acceptance': 'customer',
  // Mounted in NODE_ENV=test only.
  'get /dev/mailbox': 'public',
  'delete /dev/mailbox': 'public',
  'post /dev/faults/block-event-loop': 'public',
  'post /dev/faults/escalation-due': 'public',
  'post /dev/faults/release-due': 'public',
};

interface WalkedRoute {
  key: string;
  method: AnyRoute['method'];
  url: string;
  access: Access | CustomAccess;
}

/** A value for each path parameter that passes validation, so a permitted call reaches its handler. */
const PARAM_VALUES: Record<string, string> = {
  restaurantId: '1',
  status: 'placed',
  email: 'nobody@example.com',
  document: 'terms',
  version: '1',
};
const concrete = (path: string) => path.replace(/:(\w+)/g, (_match, name: string) => PARAM_VALUES[name] ?? '0123456789abcdef01234567');

/** The table's routes and its guard for unmatched paths, as the app mounted them. */
function walk(table: RouteTable): WalkedRoute[] {
  const routes = table.routes.map((spec) => {
    const path = spec.path === '/' ? table.mount : `${table.mount}${spec.path}`;
    return { key: `${spec.method} ${path}`, method: spec.method, url: concrete(path), access: spec.access };
  });
  if (!table.unmatched) return routes;
  const under = `${table.mount}${table.unmatched.path ?? ''}`;
  const url = table.unmatched.path ? concrete(under) : `${under}/no-route-here`;
  return [...routes, { key: `unmatched ${under}`, method: 'get', url, access: table.unmatched.access }];
}

const permissionOf = (access: Access | CustomAccess): Permission | undefined =>
  typeof access === 'object' && 'can' in access ? access.can : undefined;
const kindOf = (access: Access | CustomAccess): OtherAccess => (typeof access === 'string' ? access : 'custom');

let t: TestApp;
let routes: WalkedRoute[];
const staff = {} as Record<StaffRole, TestPrincipal>;
let customer: TestPrincipal;

beforeAll(async () => {
  t = await createTestApp();
  routes = mountedRouteTables(t.app).flatMap(walk);
  for (const role of STAFF_ROLES) staff[role] = await createTestStaff(role);
  customer = await createTestCustomer();
});

afterAll(async () => {
  await t.close();
});

const call = (route: WalkedRoute, token?: string) => {
  const req = request(t.app)[route.method](route.url);
  if (token) void req.set(bearer(token));
  return route.method === 'get' || route.method === 'delete' ? req : req.send({});
};

describe('the staff routes and the roles (docs/product/staff-roles.md)', () => {
  it('when the app is built, then every route of its tables is classified above, staff routes by a permission', () => {
    expect(routes.length).toBeGreaterThan(60);
    const staffRoutes = routes.filter((route) => permissionOf(route.access));
    const others = routes.filter((route) => !permissionOf(route.access));
    expect(staffRoutes.map((route) => route.key).sort()).toEqual(Object.keys(STAFF_ROUTES).sort());
    expect(Object.fromEntries(others.map((route) => [route.key, kindOf(route.access)]))).toEqual(OTHER_ROUTES);
  });

  it("when each staff route's permission is read through the matrix, then exactly the expected roles have it", () => {
    const allowed = routes
      .filter((route) => permissionOf(route.access))
      .map((route) => [route.key, STAFF_ROLES.filter((role) => can(role, permissionOf(route.access)!))]);
    expect(Object.fromEntries(allowed)).toEqual(STAFF_ROUTES);
  });

  it('when every staff route is called by every role, a customer and no one, then the server answers as the expected roles say', async () => {
    const seen: string[] = [];
    for (const route of routes.filter((candidate) => permissionOf(candidate.access))) {
      const expected = STAFF_ROUTES[route.key] ?? [];
      seen.push(`${route.key} none ${(await call(route)).status}`);
      const asCustomer = await call(route, customer.token);
      seen.push(`${route.key} customer ${asCustomer.status} ${String(asCustomer.body.message)}`);
      for (const role of STAFF_ROLES) {
        const res = await call(route, staff[role].token);
        const verdict = [401, 403].includes(res.status) ? `${res.status} ${String(res.body.message)}` : 'let through';
        seen.push(`${route.key} ${role} ${verdict}`);
      }
      expect(seen.filter((line) => line.startsWith(`${route.key} `))).toEqual([
        `${route.key} none 401`,
        `${route.key} customer 403 Staff only`,
        ...STAFF_ROLES.map(
          (role) => `${route.key} ${role} ${expected.includes(role) ? 'let through' : '403 Your role does not allow this'}`,
        ),
      ]);
    }
  });

  it('when a member without the permission is answered in Hungarian, then the refusal is translated', async () => {
    const res = await request(t.app)
      .put('/api/restaurant/hours')
      .set(bearer(staff.KITCHEN.token))
      .set('Accept-Language', 'hu')
      .send({})
      .expect(403);
    expect(res.body).toEqual({ message: 'Az Ön szerepköre ezt nem engedi', code: 'FORBIDDEN' });
  });
});
