import type { OrderType, SlotsAnswer } from '@pizza/shared';

import type { Clock } from '../../lib/clock';
import type { AuthUser } from '../auth';
import { settingsOf } from '../restaurant';
import { type BasketDeps, deliveryAddress } from './order-basket';
import { driveMinutesTo } from './order-estimate';
import { slotsAnswer } from './order-slots';

export interface CustomerSlotsDeps extends Pick<BasketDeps, 'restaurant' | 'addresses'> {
  clock: Clock;
}

/**
 * `GET /api/orders/slots`: the slots a customer may pick now for a service. A delivery's lead time
 * includes the drive to the selected address, so it needs one inside the zone (the quote's errors).
 */
export function createCustomerSlots(deps: CustomerSlotsDeps) {
  return async function slots(user: AuthUser, orderType: OrderType): Promise<SlotsAnswer> {
    const now = deps.clock.now();
    const profile = await deps.restaurant.profile();
    const address = orderType === 'DELIVERY' ? await deliveryAddress(deps, user.id) : undefined;
    const driveMinutes = address ? driveMinutesTo(profile, settingsOf(profile).deliveryBands, address) : undefined;
    return slotsAnswer(deps.restaurant, profile, orderType, now, driveMinutes);
  };
}
