import {
  type AddressSnapshot,
  type AppliedPromo,
  type Allergen,
  budapestDay,
  type CheckoutQuote,
  type EscalationStage,
  formatOrderSequence,
  type InvoiceDetails,
  type Order,
  type OrderEscalation,
  type OrderStatus,
  type OrderSummary,
  type OrderType,
  type PaymentMethod,
  type Size,
  withNameTranslations,
} from '@pizza/shared';

import type { AuthUser } from '../auth';
import type { OrderRecord } from './orders.model';
import { customerSearchFields } from './search/search-fields';

export type StoredOrder = OrderRecord & { _id: unknown };

/**
 * The customer a draft or placed order names: snapshotted, so renaming the account never rewrites
 * history; with the fields the order search matches on (search/search-fields.ts).
 */
export function customerOf(user: AuthUser) {
  const customer = { name: user.name, phone: user.phone ?? '' };
  return { ...customer, ...customerSearchFields(customer) };
}

/** Address snapshots keep only the fields that were set. */
function addressOf(address: OrderRecord['address']): AddressSnapshot | undefined {
  if (!address) return undefined;
  const fields = Object.entries(address).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(fields) as AddressSnapshot;
}

/** A placed order as the API shows it (reference section 2.6, snapshot fields added). */
export function toOrderDto(record: StoredOrder): Order {
  const placedAt = record.placedAt ?? record.createdAt;
  const address = addressOf(record.address);
  return {
    orderId: record.orderId,
    orderSequence: formatOrderSequence(record.orderSequence ?? 0),
    date: budapestDay(placedAt),
    createdAt: placedAt.toISOString(),
    status: record.status as OrderStatus,
    orderType: record.orderType as OrderType,
    paymentMethod: (record.paymentMethod ?? 'CASH') as PaymentMethod,
    totalCartAmount: record.totalCartAmount,
    bottleDepositFee: record.bottleDepositFee,
    serviceFee: record.serviceFee,
    deliveryFee: record.deliveryFee,
    ...appliedPromo(record),
    totalPrice: record.totalPrice,
    ...(address ? { address } : {}),
    user: { name: record.customer.name ?? '', phone: record.customer.phone ?? '' },
    orderItems: record.items.map((item) => ({
      id: String((item as { _id?: unknown })._id),
      menuItemId: item.menuItemId,
      name: item.name,
      size: item.size as Size,
      quantity: item.quantity,
      pricePerItem: item.pricePerItem,
      extras: item.extras.map((extra) => ({
        ...(extra.extraId ? { id: extra.extraId } : {}),
        name: extra.name ?? '',
        price: extra.price ?? 0,
        ...withNameTranslations(extra.translations),
      })),
      ...(item.instructions ? { instructions: item.instructions } : {}),
      ...withNameTranslations(item.translations),
      ...(item.allergens ? { allergens: item.allergens as Allergen[] } : {}),
    })),
    ...(record.allergyNote ? { allergyNote: record.allergyNote } : {}),
    ...invoiceOfRecord(record),
    ...(record.leaveAtDoor !== undefined && record.leaveAtDoor !== null ? { leaveAtDoor: record.leaveAtDoor } : {}),
    statusHistory: record.statusHistory.map(({ status, at }) => ({ status: status as OrderStatus, at: at.toISOString() })),
    ...estimateFields(record),
    ...(record.orderType === 'DELIVERY' && typeof record.driveMinutes === 'number' ? { driveMinutes: record.driveMinutes } : {}),
    ...(record.cancelReason ? { cancelReason: record.cancelReason } : {}),
    ...escalationFields(record),
    ...scheduleFields(record),
  };
}

/** The discount line of a quote or an order: the code and its forint off (its id stays on the server). */
function appliedPromo(record: Partial<Pick<OrderRecord, 'promo'>>): { promo?: AppliedPromo } {
  const promo = record.promo;
  return promo?.code ? { promo: { code: promo.code, discount: promo.discount } } : {};
}

/** An order for later: its slot, release time and (once released) when that happened, as ISO instants. */
function scheduleFields(record: Partial<Pick<OrderRecord, 'scheduledFor' | 'releaseAt' | 'releasedAt'>>) {
  return {
    ...(record.scheduledFor ? { scheduledFor: record.scheduledFor.toISOString() } : {}),
    ...(record.releaseAt ? { releaseAt: record.releaseAt.toISOString() } : {}),
    ...(record.releasedAt ? { releasedAt: record.releasedAt.toISOString() } : {}),
  };
}

/** The billing details the customer asked an invoice to, fields that were set only. */
function invoiceOfRecord(record: Pick<OrderRecord, 'invoice'>): { invoice?: InvoiceDetails } {
  const invoice = record.invoice;
  if (!invoice) return {};
  const { name, zip, city, street, taxNumber } = invoice;
  return { invoice: { name, zip, city, street, ...(taxNumber ? { taxNumber } : {}) } };
}

/** The escalation deadlines, while the order waits to be accepted (PLACED) only. */
function escalationFields(record: Pick<OrderRecord, 'status' | 'escalation'>): { escalation?: OrderEscalation } {
  const escalation = record.escalation;
  if (record.status !== 'PLACED' || !escalation) return {};
  return {
    escalation: {
      ringLouderAt: escalation.ringLouderAt.toISOString(),
      tellCustomerAt: escalation.tellCustomerAt.toISOString(),
      autoCancelAt: escalation.autoCancelAt.toISOString(),
      ...(escalation.stage ? { stage: escalation.stage as EscalationStage } : {}),
    },
  };
}

/** The order's estimate (set when accepted), as ISO instants. */
function estimateFields(record: Pick<OrderRecord, 'estimatedReadyAt' | 'estimatedDeliveryAt'>) {
  return {
    ...(record.estimatedReadyAt ? { estimatedReadyAt: record.estimatedReadyAt.toISOString() } : {}),
    ...(record.estimatedDeliveryAt ? { estimatedDeliveryAt: record.estimatedDeliveryAt.toISOString() } : {}),
  };
}

/** What an event carries of its order: enough to update a list row without a refetch. */
export function toOrderSummary(
  record: Pick<OrderRecord, 'orderId' | 'orderSequence' | 'status' | 'orderType' | 'totalPrice' | 'customer'> &
    Partial<
      Pick<
        OrderRecord,
        'estimatedReadyAt' | 'estimatedDeliveryAt' | 'cancelReason' | 'invoice' | 'scheduledFor' | 'releaseAt' | 'releasedAt' | 'promo'
      >
    >,
): OrderSummary {
  return {
    orderId: record.orderId,
    orderSequence: formatOrderSequence(record.orderSequence ?? 0),
    status: record.status as OrderStatus,
    orderType: record.orderType as OrderType,
    totalPrice: record.totalPrice,
    ...appliedPromo(record),
    customerName: record.customer.name ?? '',
    ...estimateFields(record),
    ...(record.cancelReason ? { cancelReason: record.cancelReason } : {}),
    ...invoiceOfRecord(record),
    ...scheduleFields(record),
  };
}

/** The draft's price quote; a delivery's names the driving minutes of its address (`driveMinutes`). */
export function toQuote(
  record: Pick<
    OrderRecord,
    'orderId' | 'orderType' | 'totalCartAmount' | 'bottleDepositFee' | 'serviceFee' | 'deliveryFee' | 'totalPrice'
  > &
    Partial<Pick<OrderRecord, 'promo'>>,
  driveMinutes?: number,
): CheckoutQuote {
  return {
    orderId: record.orderId,
    orderType: record.orderType as OrderType,
    totalCartAmount: record.totalCartAmount,
    bottleDepositFee: record.bottleDepositFee,
    serviceFee: record.serviceFee,
    deliveryFee: record.deliveryFee,
    ...appliedPromo(record),
    totalPrice: record.totalPrice,
    ...(record.orderType === 'DELIVERY' && driveMinutes !== undefined ? { driveMinutes } : {}),
  };
}
