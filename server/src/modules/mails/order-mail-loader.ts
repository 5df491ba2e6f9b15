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

/**
 * What the mail of an order's event says, read from the order (its lines and fees as placed), the
 * customer (address, language, choices) and the shop (pickup address); the status, estimate and
 * reason come from the event itself, as of when it happened. Undefined when there is nobody to write
 * to (the order or the account is gone).
 */
export async function loadOrderMail(event: OrderEvent, userId: string | undefined, publicUrl: string): Promise<MailRecipient | undefined> {
  if (!userId) return undefined;
  const [user, order, shop] = await Promise.all([
    UserModel.findById(userId, { email: 1, name: 1, language: 1, mails: 1 }).lean(),
    OrderModel.findOne({ orderId: event.orderId }).lean(),
    RestaurantModel.findById(RESTAURANT_ID, { address: 1 }).lean(),
  ]);
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
    shopAddress: shop?.address ?? '',
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
