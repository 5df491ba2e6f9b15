import {
  addMinutes,
  type DeliveryBand,
  deliveryBandMinutes,
  distanceMeters,
  type Estimate,
  estimateOnAccept,
  ETA_STATUSES,
  formatOrderSequence,
  orderNumberParam,
  type GeoPoint,
  type Order,
  ORDER_MESSAGES,
  type OrderStatus,
  type OrderType,
  statusParam,
} from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import { conflict, msg, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import { type RestaurantService, settingsOf } from '../restaurant';
import { OrderModel } from './orders.model';
import { type StoredOrder, toOrderDto, toOrderSummary } from './orders.view';

export interface EtaDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  clock: Clock;
  restaurant: Pick<RestaurantService, 'profile'>;
}

type Coordinates = { latitude?: number | null; longitude?: number | null } | null | undefined;

/** What the estimate of an accepted order depends on, read before its transaction. */
interface AcceptedOrder {
  orderType: OrderType;
  address?: Coordinates;
}

/**
 * The driving minutes of a delivery to `address`: its straight-line distance band. An address without
 * coordinates (none in practice: the zone check needs them) takes the farthest band.
 */
export function driveMinutesTo(shop: GeoPoint, bands: readonly DeliveryBand[], address: Coordinates): number {
  const { latitude, longitude } = address ?? {};
  const km =
    typeof latitude === 'number' && typeof longitude === 'number' ? distanceMeters(shop, { latitude, longitude }) / 1000 : Infinity;
  return deliveryBandMinutes(bands, km);
}

/**
 * Prep time and ETA: the estimate an order gets when accepted, and staff pushing it
 * later from the board (`eta-changed`, in the same transaction as the change).
 */
export function createEtaFunctions({ events, clock, restaurant }: EtaDeps) {
  /**
   * Reads the shop's settings and answers how to estimate with them: the estimate of an order
   * accepted at `acceptedAt` is `prepMinutes` (else the service's default) plus busy mode's extra,
   * plus for delivery the minutes of the distance band of its address. The read does not need the
   * order, so an accept runs it alongside the order's.
   */
  async function estimator(): Promise<(order: AcceptedOrder, acceptedAt: Date, prepMinutes?: number) => Estimate> {
    const shop = await restaurant.profile();
    const settings = settingsOf(shop);
    return ({ orderType, address }, acceptedAt, prepMinutes) =>
      estimateOnAccept({
        orderType,
        acceptedAt,
        prepMinutes: prepMinutes ?? settings.prepMinutes[orderType],
        busyExtraMinutes: shop.busyExtraMinutes ?? 0,
        deliveryMinutes: orderType === 'DELIVERY' ? driveMinutesTo(shop, settings.deliveryBands, address) : 0,
      });
  }

  /**
   * Pushes an accepted, unfinished order's estimate `minutes` later and logs `eta-changed` (by staff)
   * in the same transaction; answers the order as it is after.
   */
  async function pushEta(orderId: string, minutes: number): Promise<Order> {
    return events.transaction(async (session) => {
      const current = await OrderModel.findOne({ orderId, status: { $ne: 'PENDING' } }, null, { session }).lean<StoredOrder>();
      if (!current) throw notFound(ORDER_MESSAGES.notFound);
      const sequence = orderNumberParam(formatOrderSequence(current.orderSequence ?? 0));
      const status = current.status as OrderStatus;
      const field = current.orderType === 'PICKUP' ? 'estimatedReadyAt' : 'estimatedDeliveryAt';
      const estimate = current[field];
      if (!ETA_STATUSES.includes(status))
        throw conflict(
          status === 'PLACED'
            ? msg('Order {order} is not accepted yet: accept it with a prep time first.', { order: sequence })
            : msg('Order {order} is already {status}; its estimate cannot change.', {
                order: sequence,
                status: statusParam(status, status.toLowerCase()),
              }),
          { status },
        );
      if (!estimate)
        throw conflict(msg('Order {order} has no estimate to push (it was accepted before estimates existed).', { order: sequence }), {
          status,
        });
      // The later of the estimate and now: pushing a late order gives a time in the future.
      const from = estimate.getTime() > clock.now().getTime() ? estimate : clock.now();
      const order = await OrderModel.findOneAndUpdate(
        { _id: current._id, status, [field]: estimate },
        { $set: { [field]: addMinutes(from, minutes) } },
        { session, returnDocument: 'after' },
      ).lean<StoredOrder>();
      if (!order)
        throw conflict(msg('Order {order} was just changed by someone else. Please check it and try again.', { order: sequence }), {
          status,
        });
      events.append(session, { type: 'eta-changed', order: toOrderSummary(order), userId: String(order.userId), by: 'staff' });
      return toOrderDto(order);
    });
  }

  return { estimator, pushEta };
}
