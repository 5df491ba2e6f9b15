import {
  driveMinutesInZone,
  EMPTY_HOURS,
  hasSchedule,
  kitchenMinutes,
  type OrderType,
  type RestaurantHours,
  type RestaurantStatus,
  serviceHoursAt,
  zoneKmOf,
} from '@pizza/shared';

import type { RestaurantRecord } from './restaurant.model';
import { schedulingOf, settingsOf } from './stored-settings';

/*
 * Who decides whether the shop takes orders at an instant:
 * - the staff's toggle while it rules: until `manualUntil`; with no `manualUntil`, for good while no
 *   opening hours are set (a shop without hours is run by its toggle alone, as the original was);
 * - otherwise the opening hours, per service.
 * A toggle set without an end holds until the hours next change (see toggleEnd).
 */

const SERVICES: OrderType[] = ['PICKUP', 'DELIVERY'];
/** A toggle whose hours never change again (none in the next two weeks) holds this long. */
const FAR_TOGGLE_MS = 14 * 24 * 60 * 60 * 1000;

export const hoursOf = (record: Pick<RestaurantRecord, 'hours'>): RestaurantHours =>
  (record.hours as RestaurantHours | undefined) ?? EMPTY_HOURS;

const iso = (date: Date | undefined) => (date ? { closesAt: date.toISOString() } : {});

function toggleRules(record: Pick<RestaurantRecord, 'manualUntil' | 'hours'>, now: Date): boolean {
  if (record.manualUntil) return record.manualUntil.getTime() > now.getTime();
  return !hasSchedule(hoursOf(record));
}

/** The hours' state of the whole shop: open while either service is, until the last closes. */
function scheduleAt(hours: RestaurantHours, at: Date) {
  const services = SERVICES.map((service) => serviceHoursAt(hours, service, at));
  const open = services.filter((state) => state.isOpen);
  const latest = (dates: Array<Date | undefined>) => dates.filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0];
  const earliest = (dates: Array<Date | undefined>) => dates.filter((d): d is Date => !!d).sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    services,
    isOpen: open.length > 0,
    closesAt: latest(open.map((state) => state.closesAt)),
    nextOpening: earliest(services.map((state) => state.nextOpening)),
  };
}

/** Where a toggle set at `now` without an end stops: when the hours next change, or never without hours. */
export function toggleEnd(record: Pick<RestaurantRecord, 'hours'>, now: Date): Date | undefined {
  const hours = hoursOf(record);
  if (!hasSchedule(hours)) return undefined;
  const schedule = scheduleAt(hours, now);
  return (schedule.isOpen ? schedule.closesAt : schedule.nextOpening) ?? new Date(now.getTime() + FAR_TOGGLE_MS);
}

const isPaused = (record: Pick<RestaurantRecord, 'pausedUntil'>, now: Date) =>
  !!record.pausedUntil && record.pausedUntil.getTime() > now.getTime();

/**
 * The public status at `now` (GET /api/restaurant/restaurant-status): the toggle or the hours, and
 * a pause on top of an open shop (the kitchen is full: closed until the pause ends by itself).
 */
export function statusAt(record: RestaurantRecord, now: Date): RestaurantStatus {
  const status = openingAt(record, now);
  if (status.isOpen && !isPaused(record, now)) return status;
  const later = ordersForLater(record) ? { orderLater: true as const } : {};
  if (!status.isOpen) return { ...status, ...later };
  const until = record.pausedUntil!.toISOString();
  const closed = { isOpen: false, nextOpening: until };
  return {
    ...status,
    isOpen: false,
    reason: 'paused',
    pausedUntil: until,
    nextOpening: until,
    services: { PICKUP: closed, DELIVERY: closed },
    ...later,
  };
}

/**
 * Whether a closed shop still takes orders for later (docs/product/scheduled-orders.md): switched
 * on, opening hours to make slots from (with hours, a closing always has an end), and some slot
 * with room. Whether a slot is left in the days ahead is the slots endpoint's to say.
 */
function ordersForLater(record: RestaurantRecord): boolean {
  const scheduling = schedulingOf(record);
  const room = scheduling.capacity.PICKUP > 0 || scheduling.capacity.DELIVERY > 0 || scheduling.rules.some((rule) => rule.capacity > 0);
  return scheduling.enabled && room && hasSchedule(hoursOf(record));
}

/** Open or closed by the toggle or the hours, before any pause. */
function openingAt(record: RestaurantRecord, now: Date): RestaurantStatus {
  const busyExtraMinutes = record.busyExtraMinutes ?? 0;
  const { prepMinutes, deliveryBands } = settingsOf(record);
  const deliveryZoneKm = zoneKmOf(record.deliveryRadiusM);
  const driveMinutes = driveMinutesInZone(deliveryBands, deliveryZoneKm);
  const common = {
    busyExtraMinutes,
    typicalMinutes: {
      PICKUP: kitchenMinutes(prepMinutes.PICKUP, busyExtraMinutes),
      DELIVERY: kitchenMinutes(prepMinutes.DELIVERY, busyExtraMinutes),
    },
    ...(driveMinutes ? { driveMinutes } : {}),
    ...(deliveryZoneKm > 0 ? { deliveryZoneKm } : {}),
    minimumOrder: record.minimumOrder,
  };
  const hours = hoursOf(record);
  if (toggleRules(record, now)) {
    const until = record.manualUntil ?? undefined;
    const service = record.isOpen ? { isOpen: true, ...iso(until) } : { isOpen: false };
    let nextOpening: Date | undefined;
    if (!record.isOpen && until) {
      const then = scheduleAt(hours, until);
      nextOpening = !hasSchedule(hours) || then.isOpen ? until : then.nextOpening;
    }
    return {
      ...common,
      isOpen: record.isOpen,
      reason: 'manual',
      ...(!record.isOpen && until ? { closedUntil: until.toISOString() } : {}),
      ...(nextOpening ? { nextOpening: nextOpening.toISOString() } : {}),
      services: { PICKUP: service, DELIVERY: service },
    };
  }
  const schedule = scheduleAt(hours, now);
  const [pickup, delivery] = schedule.services.map((state) => ({
    isOpen: state.isOpen,
    ...iso(state.closesAt),
    ...(state.nextOpening ? { nextOpening: state.nextOpening.toISOString() } : {}),
  }));
  return {
    ...common,
    isOpen: schedule.isOpen,
    reason: 'hours',
    ...(!schedule.isOpen && schedule.nextOpening ? { nextOpening: schedule.nextOpening.toISOString() } : {}),
    services: { PICKUP: pickup!, DELIVERY: delivery! },
  };
}
