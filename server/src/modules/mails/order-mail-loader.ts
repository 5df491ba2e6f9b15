import { DEFAULT_MAIL_PREFERENCES, isLanguage, type Order, type OrderEvent, type OrderStatus } from '@pizza/shared';

import { ordersByIds } from '../orders';
import { shopAddress } from '../restaurant';
import { type MailContact, mailContacts } from '../users';
import type { OrderMailData } from './templates/order-mail-data';

export interface MailRecipient {
  data: OrderMailData;
  /** The customer's choice of optional mails. */
  wants: { ready: boolean; delivered: boolean };
}

/** An order's event and the customer whose order it is (as the log holds them). */
export interface OrderMailEvent {
  event: OrderEvent;
  userId?: string;
}

const unique = (values: string[]) => [...new Set(values)];

/**
 * What the mails of a run of order events say, by event id, read with one query per module asked
 * (the orders, their customers, the shop), not one per event: under a rush a run holds many. An
 * event is missing from the answer when there is nobody to write to (the order or the account is gone).
 */
export async function loadOrderMails(run: readonly OrderMailEvent[], publicUrl: string): Promise<Map<string, MailRecipient>> {
  const owned = run.filter((logged): logged is OrderMailEvent & { userId: string } => Boolean(logged.userId));
  if (owned.length === 0) return new Map();
  const [users, orders, address] = await Promise.all([
    mailContacts(unique(owned.map((logged) => logged.userId))),
    ordersByIds(unique(owned.map((logged) => logged.event.orderId))),
    shopAddress(),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const orderById = new Map(orders.map((order) => [order.orderId, order]));
  const mails = new Map<string, MailRecipient>();
  for (const { event, userId } of owned) {
    const mail = recipientOf(event, userById.get(userId), orderById.get(event.orderId), address, publicUrl);
    if (mail) mails.set(event.eventId, mail);
  }
  return mails;
}

/** The mail of one order's event (the retry sweep rebuilds it so); undefined when there is nobody to write to. */
export async function loadOrderMail(event: OrderEvent, userId: string | undefined, publicUrl: string): Promise<MailRecipient | undefined> {
  return (await loadOrderMails([{ event, userId }], publicUrl)).get(event.eventId);
}

/**
 * What the mail of an order's event says, from the order (its lines and fees as placed), the
 * customer (address, language, choices) and the shop (pickup address); the status, estimate and
 * reason come from the event itself, as of when it happened.
 */
function recipientOf(
  event: OrderEvent,
  user: MailContact | undefined,
  order: Order | undefined,
  shopAddress: string,
  publicUrl: string,
): MailRecipient | undefined {
  if (!user?.email || !order) return undefined;
  const summary = event.order;
  const estimate = summary.estimatedReadyAt ?? summary.estimatedDeliveryAt;
  const address = order.address;
  const data: OrderMailData = {
    language: isLanguage(user.language) ? user.language : 'en',
    to: user.email,
    customerName: order.user.name || user.name,
    orderSequence: summary.orderSequence,
    orderType: order.orderType,
    status: summary.status as OrderStatus,
    paymentMethod: order.paymentMethod,
    lines: order.orderItems.map((item) => ({
      name: item.name,
      ...(item.translations ? { translations: item.translations } : {}),
      size: item.size,
      quantity: item.quantity,
      pricePerItem: item.pricePerItem,
      extras: item.extras.map((extra) => ({ name: extra.name, ...(extra.translations ? { translations: extra.translations } : {}) })),
      ...(item.allergens ? { allergens: item.allergens } : {}),
    })),
    ...(order.allergyNote ? { allergyNote: order.allergyNote } : {}),
    ...(order.invoice ? { invoice: order.invoice } : {}),
    totalCartAmount: order.totalCartAmount,
    deliveryFee: order.deliveryFee,
    serviceFee: order.serviceFee,
    bottleDepositFee: order.bottleDepositFee,
    ...(order.promo ? { promo: { code: order.promo.code, discount: order.promo.discount } } : {}),
    totalPrice: order.totalPrice,
    ...(address?.street
      ? {
          deliveryAddress: {
            street: address.street,
            buildingName: address.buildingName,
            zip: address.zip,
            city: address.city,
            floor: address.floor,
            apartmentNo: address.apartmentNo,
            intercom: address.intercom,
          },
        }
      : {}),
    shopAddress,
    ...(summary.scheduledFor ? { scheduled: { for: new Date(summary.scheduledFor), orderedAt: new Date(event.occurredAt) } } : {}),
    ...(estimate ? { estimate: new Date(estimate) } : {}),
    ...(summary.cancelReason ? { cancelReason: summary.cancelReason } : {}),
    ...(event.type === 'status-changed' && event.by ? { cancelledBy: event.by } : {}),
    orderUrl: `${publicUrl}/orders/${encodeURIComponent(event.orderId)}`,
    accountUrl: `${publicUrl}/account`,
  };
  const wants = { ...DEFAULT_MAIL_PREFERENCES, ...definedOnly(user.mails) };
  return { data, wants };
}

function definedOnly(mails: MailContact['mails']) {
  return {
    ...(typeof mails?.ready === 'boolean' ? { ready: mails.ready } : {}),
    ...(typeof mails?.delivered === 'boolean' ? { delivered: mails.delivered } : {}),
  };
}
