import {
  DEFAULT_MAIL_PREFERENCES,
  isLanguage,
  type OrderEvent,
  type OrderStatus,
  type OrderType,
  type PaymentMethod,
  RESTAURANT_ID,
  type Size,
} from '@pizza/shared';

import { OrderModel } from '../orders';
import { RestaurantModel } from '../restaurant';
import { UserModel } from '../users';
import type { OrderMailData } from './templates/order-mail-data';

export interface MailRecipient {
  data: OrderMailData;
  /** The customer's choice of optional mails. */
  wants: { ready: boolean; delivered: boolean };
}

const text = (value: string | null | undefined) => value ?? undefined;

/** An order's event and the customer whose order it is (as the log holds them). */
export interface OrderMailEvent {
  event: OrderEvent;
  userId?: string;
}

const unique = (values: string[]) => [...new Set(values)];
const findUsers = (ids: string[]) => UserModel.find({ _id: { $in: ids } }, { email: 1, name: 1, language: 1, mails: 1 }).lean();
const findOrders = (orderIds: string[]) => OrderModel.find({ orderId: { $in: orderIds } }).lean();
type MailUser = Awaited<ReturnType<typeof findUsers>>[number];
type MailOrder = Awaited<ReturnType<typeof findOrders>>[number];

/**
 * What the mails of a run of order events say, by event id, read with one query per collection
 * (the orders, their customers, the shop), not one per event: under a rush a run holds many. An
 * event is missing from the answer when there is nobody to write to (the order or the account is gone).
 */
export async function loadOrderMails(run: readonly OrderMailEvent[], publicUrl: string): Promise<Map<string, MailRecipient>> {
  const owned = run.filter((logged): logged is OrderMailEvent & { userId: string } => Boolean(logged.userId));
  if (owned.length === 0) return new Map();
  const [users, orders, shop] = await Promise.all([
    findUsers(unique(owned.map((logged) => logged.userId))),
    findOrders(unique(owned.map((logged) => logged.event.orderId))),
    RestaurantModel.findById(RESTAURANT_ID, { address: 1 }).lean(),
  ]);
  const userById = new Map(users.map((user) => [String(user._id), user]));
  const orderById = new Map(orders.map((order) => [order.orderId, order]));
  const mails = new Map<string, MailRecipient>();
  for (const { event, userId } of owned) {
    const mail = recipientOf(event, userById.get(userId), orderById.get(event.orderId), shop?.address ?? '', publicUrl);
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
  user: MailUser | undefined,
  order: MailOrder | undefined,
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
    customerName: order.customer.name || user.name,
    orderSequence: summary.orderSequence,
    orderType: order.orderType as OrderType,
    status: summary.status as OrderStatus,
    paymentMethod: (order.paymentMethod ?? 'CASH') as PaymentMethod,
    lines: order.items.map((item) => ({
      name: item.name,
      ...(item.translations?.hu?.name ? { translations: { hu: { name: item.translations.hu.name } } } : {}),
      size: item.size as Size,
      quantity: item.quantity,
      pricePerItem: item.pricePerItem,
      extras: item.extras.map((extra) => ({
        name: extra.name ?? '',
        ...(extra.translations?.hu?.name ? { translations: { hu: { name: extra.translations.hu.name } } } : {}),
      })),
    })),
    totalCartAmount: order.totalCartAmount,
    deliveryFee: order.deliveryFee,
    serviceFee: order.serviceFee,
    bottleDepositFee: order.bottleDepositFee,
    totalPrice: order.totalPrice,
    ...(address?.street
      ? {
          deliveryAddress: {
            street: address.street,
            buildingName: text(address.buildingName),
            zip: text(address.zip),
            city: text(address.city),
            floor: text(address.floor),
            apartmentNo: text(address.apartmentNo),
            intercom: text(address.intercom),
          },
        }
      : {}),
    shopAddress,
    ...(estimate ? { estimate: new Date(estimate) } : {}),
    ...(summary.cancelReason ? { cancelReason: summary.cancelReason } : {}),
    ...(event.type === 'status-changed' && event.by ? { cancelledBy: event.by } : {}),
    orderUrl: `${publicUrl}/orders/${encodeURIComponent(event.orderId)}`,
    accountUrl: `${publicUrl}/account`,
  };
  const wants = { ...DEFAULT_MAIL_PREFERENCES, ...definedOnly(user.mails) };
  return { data, wants };
}

function definedOnly(mails: { ready?: boolean | null; delivered?: boolean | null } | null | undefined) {
  return {
    ...(typeof mails?.ready === 'boolean' ? { ready: mails.ready } : {}),
    ...(typeof mails?.delivered === 'boolean' ? { delivered: mails.delivered } : {}),
  };
}
