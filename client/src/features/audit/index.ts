/**
 * The audit log's public face: the content of /admin/audit, and an order's History for the
 * board's cards. Everything else under features/audit is internal (ESLint import zones).
 */
export { AuditLog } from './components/audit-log';
export { OrderTrail } from './components/order-trail';
