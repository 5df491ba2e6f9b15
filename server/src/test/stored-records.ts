/*
 * The one place outside its module that names a module's Mongoose model, and only for tests.
 * Production code asks a module through the functions of its index.ts (no index.ts exports a
 * model, and lint forbids importing another module's *.model.ts); a test, though, arranges and
 * inspects stored state that no API exposes on purpose: a sold-out flag written behind the
 * catalogue's back, a bumped tokenVersion, an order's stored status and history, the log's rows.
 * eslint.config.js exempts this file by name; a module's own tests import its model directly.
 */
export { OrderEventModel } from '../platform';
export { AuditEntryModel } from '../modules/audit/audit-entry.model';
export { ExtraModel } from '../modules/menu/extras.model';
export { MenuItemModel } from '../modules/menu/menu.model';
export { OrderModel } from '../modules/orders/orders.model';
export { PushSubscriptionModel } from '../modules/push/push-subscription.model';
export { RestaurantModel } from '../modules/restaurant/restaurant.model';
export { UserModel } from '../modules/users/users.model';
export { ReportDayModel } from '../modules/orders/reports/report-day.model';
export { OneTimeCodeModel } from '../modules/auth/one-time-code.model';
export { ResetTokenModel } from '../modules/auth/reset-token.model';
export { StaffInvitationModel } from '../modules/staff/staff-invitation.model';
export { WebhookDeliveryModel } from '../modules/webhooks/webhook-delivery.model';
export { sentMails } from '../modules/mails/sent-mail.model';
export { pushDeliveries } from '../modules/push/push-delivery.model';
