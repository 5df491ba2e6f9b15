/*
 * Who on the staff may do what (docs/product/staff-roles.md). This matrix is the one place it is
 * written: the server's route guards, the use cases' finer checks (a courier's status changes) and
 * the client's navigation are all derived from it, and a test walks every staff route × every role
 * against it.
 */
import type { OrderType } from './constants';
import type { OrderStatus } from './order-status';

/** Every staff account has one of these; the account's `role` stays 'ADMIN' (the original client's contract). */
export const STAFF_ROLES = ['OWNER', 'MANAGER', 'KITCHEN', 'COURIER'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff member may do, one name per kind of action. */
export const PERMISSIONS = [
  /** Delivery orders on the road (Out for Delivery), with what a courier needs to hand them over. */
  'deliveries.view',
  /** Move a delivery order from Out for Delivery to Delivered. */
  'deliveries.complete',
  /** Every order on the board, live. */
  'orders.view',
  /** Accept (with prep time), reject, move through the kitchen's steps, change the ETA. */
  'orders.move',
  /** Cancel an order the kitchen has already accepted. */
  'orders.cancel',
  /** Mark dishes and add-ons sold out for today. */
  'menu.soldOut',
  /** The menu editor: dishes, prices, photos, allergens, categories, add-ons. */
  'menu.edit',
  /** Open, close, busy mode, pause, closed until. */
  'shop.status',
  /** Opening hours. */
  'shop.hours',
  /** Prep times, delivery bands, escalation and the other shop settings. */
  'shop.settings',
  /** Sales reports, order search and exports. */
  'reports.view',
  /** Mails sent and failed (the shop's outgoing mail). */
  'mails.view',
  /** Staff accounts: invitations, roles, deactivation. */
  'staff.manage',
  /** Integrator keys and webhooks. */
  'integrations.manage',
  /** The legal pages (terms, privacy, operator details). */
  'legal.edit',
  /** The whole audit log and its export. */
  'audit.view',
  /** This device's push notifications (the board's alerts). */
  'push.own',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const KITCHEN: readonly Permission[] = ['deliveries.view', 'deliveries.complete', 'orders.view', 'orders.move', 'menu.soldOut', 'push.own'];
const MANAGER: readonly Permission[] = [
  ...KITCHEN,
  'orders.cancel',
  'menu.edit',
  'shop.status',
  'shop.hours',
  'shop.settings',
  'reports.view',
  'mails.view',
];

/** The matrix: each role's permissions. An owner may do everything. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  MANAGER,
  KITCHEN,
  COURIER: ['deliveries.view', 'deliveries.complete', 'push.own'],
};

/** Whether a staff role may do this; undefined (a customer, a stranger) may do nothing. */
export function can(role: StaffRole | undefined, permission: Permission): boolean {
  return role !== undefined && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permissions of a role, as the client's navigation reads them. */
export function permissionsOf(role: StaffRole | undefined): readonly Permission[] {
  return role === undefined ? [] : ROLE_PERMISSIONS[role];
}

/**
 * Whether a role may move an order from one status to the next: whoever may move orders may make
 * any move the order's rules allow (cancelling an accepted order needs 'orders.cancel'); a
 * courier only hands over a delivery order (Out for Delivery to Delivered). The order's own rules
 * (which moves exist at all) are checked apart from this.
 */
export function mayChangeStatus(role: StaffRole | undefined, move: { from: OrderStatus; to: OrderStatus; orderType: OrderType }): boolean {
  if (move.to === 'CANCELLED' && move.from !== 'PLACED') return can(role, 'orders.cancel');
  if (can(role, 'orders.move')) return true;
  return can(role, 'deliveries.complete') && move.orderType === 'DELIVERY' && move.from === 'OUT_FOR_DELIVERY' && move.to === 'DELIVERED';
}

/** Who can be invited to which role: owners invite anyone, including other owners. */
export const INVITABLE_ROLES: readonly StaffRole[] = STAFF_ROLES;

/** What an integrator key may read (docs/integrators/keys.md). */
export const INTEGRATION_SCOPES = [
  /** The event stream (socket, pull API, webhooks) with order summaries: no name, phone, e-mail, address or note. */
  'events',
  /** Full orders, with the customer's contact details and address (a printer, a POS). */
  'orders',
  /** The menu with prices and availability. */
  'menu',
] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
