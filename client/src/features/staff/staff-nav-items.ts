import { CLIENT_PATHS, type Permission } from '@pizza/shared';

/**
 * The staff navigation, derived from the permission matrix (shared/src/staff-access.ts,
 * docs/product/screens.md#staff-navigation-and-roles): an entry shows only when the member's permissions allow its page.
 * Deliveries is the courier's board: whoever sees the whole board finds delivery orders there.
 */
export interface StaffNavItem {
  key: 'board' | 'reports' | 'orders' | 'deliveries' | 'menu' | 'promos' | 'staff' | 'audit' | 'legal' | 'integrations';
  path: string;
  /** Whether these permissions open the page. */
  allows: (permissions: readonly Permission[]) => boolean;
}

const has = (permission: Permission) => (permissions: readonly Permission[]) => permissions.includes(permission);

export const STAFF_NAV_ITEMS: readonly StaffNavItem[] = [
  { key: 'board', path: CLIENT_PATHS.admin, allows: has('orders.view') },
  { key: 'reports', path: CLIENT_PATHS.adminReports, allows: has('reports.view') },
  { key: 'orders', path: CLIENT_PATHS.adminOrders, allows: has('reports.view') },
  {
    key: 'deliveries',
    path: CLIENT_PATHS.adminDeliveries,
    allows: (permissions) => permissions.includes('deliveries.view') && !permissions.includes('orders.view'),
  },
  { key: 'menu', path: CLIENT_PATHS.adminMenu, allows: has('menu.edit') },
  { key: 'promos', path: CLIENT_PATHS.adminPromos, allows: has('shop.settings') },
  { key: 'staff', path: CLIENT_PATHS.adminStaff, allows: has('staff.manage') },
  { key: 'audit', path: CLIENT_PATHS.adminAudit, allows: has('audit.view') },
  { key: 'legal', path: CLIENT_PATHS.adminLegal, allows: has('legal.edit') },
  { key: 'integrations', path: CLIENT_PATHS.adminIntegrations, allows: has('integrations.manage') },
];

/** The entries these permissions may open, in the bar's order. */
export function staffNavItemsFor(permissions: readonly Permission[]): StaffNavItem[] {
  return STAFF_NAV_ITEMS.filter((item) => item.allows(permissions));
}

/** Where a member with these permissions starts: their first entry (a courier's is Deliveries). */
export function staffHomePath(permissions: readonly Permission[]): string | undefined {
  return staffNavItemsFor(permissions)[0]?.path;
}
