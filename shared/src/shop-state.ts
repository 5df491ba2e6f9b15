import type { OrderType } from './constants';
import type { RestaurantStatus } from './schemas/restaurant';

/*
 * Why the shop takes orders or not, read from its status in one place, so the board and the
 * customer's pages name the same reason: a pause, a closing with an end (staff closed until a time,
 * or the switch closed it until the opening hours next change), the switch alone (no hours to reopen
 * it), or the opening hours. An open shop may still have a service closed by the hours.
 */

export interface ServiceClosure {
  service: OrderType;
  /** When it opens by the hours; absent when it has none in the next two weeks. */
  nextOpening?: Date;
}

export type ShopState =
  | { kind: 'open'; busyExtraMinutes: number; closedServices: ServiceClosure[] }
  | { kind: 'paused'; until: Date }
  | { kind: 'closed-until'; until: Date; nextOpening?: Date }
  | { kind: 'switched-off' }
  | { kind: 'hours'; nextOpening?: Date };

const SERVICES: readonly OrderType[] = ['PICKUP', 'DELIVERY'];
const dateOf = (iso: string | undefined) => (iso ? new Date(iso) : undefined);

export function shopStateOf(status: RestaurantStatus): ShopState {
  if (status.reason === 'paused' && status.pausedUntil) return { kind: 'paused', until: new Date(status.pausedUntil) };
  if (status.isOpen) {
    // The services are not told apart by a toggle; by the hours, one may be closed while the other takes orders.
    const closedServices = SERVICES.filter((service) => status.services?.[service]?.isOpen === false).map((service) => {
      const nextOpening = dateOf(status.services[service].nextOpening);
      return nextOpening ? { service, nextOpening } : { service };
    });
    return { kind: 'open', busyExtraMinutes: status.busyExtraMinutes ?? 0, closedServices };
  }
  const nextOpening = dateOf(status.nextOpening);
  if (status.reason === 'hours') return nextOpening ? { kind: 'hours', nextOpening } : { kind: 'hours' };
  if (status.closedUntil) return { kind: 'closed-until', until: new Date(status.closedUntil), ...(nextOpening ? { nextOpening } : {}) };
  return { kind: 'switched-off' };
}

/** When customers can order again, if known: the end of a pause, or the next opening. */
export function ordersAgainAt(state: ShopState): Date | undefined {
  if (state.kind === 'paused') return state.until;
  if (state.kind === 'hours' || state.kind === 'closed-until') return state.nextOpening;
  return undefined;
}
