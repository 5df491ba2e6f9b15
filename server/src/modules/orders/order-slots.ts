import {
  offeredSlotTimes,
  type OrderType,
  releaseAtFor,
  SCHEDULING_MESSAGES,
  type SchedulingSettings,
  type Slot,
  slotCapacity,
  type SlotsAnswer,
  type SlotTime,
  type SlotTiming,
  slotWhen,
  waitMinutes,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import { AppError, badRequest, msg } from '../../lib/errors';
import { hoursOf, type RestaurantRecord, type RestaurantService, schedulingOf, settingsOf } from '../restaurant';
import { SlotBookingModel } from './slot-bookings.model';

/*
 * The slots of ordering for later on the server (docs/product/scheduled-orders.md#slots): the pure
 * grid and lead-time rule of shared/src/slots.ts, fed with the shop as stored now, and the places
 * taken from `slot_bookings`.
 */

/** How many next free slots a refusal offers instead. */
const NEXT_SLOTS = 3;

type StatusOf = Pick<RestaurantService, 'statusOf'>;

/** The booking document of one slot of one service. */
export const slotKey = (service: OrderType, at: Date): string => `${service}:${at.toISOString()}`;

/** Minutes from placing to the earliest slot: what "as soon as possible" would take (prep + busy extra, + the drive for delivery). */
function leadMinutesOf(profile: RestaurantRecord, orderType: OrderType, driveMinutes = 0): number {
  return waitMinutes({
    orderType,
    prepMinutes: settingsOf(profile).prepMinutes[orderType],
    busyExtraMinutes: profile.busyExtraMinutes ?? 0,
    deliveryMinutes: driveMinutes,
  });
}

/**
 * The lead and release minutes of a slot of this service now, and the end of a pause or of a staff
 * closing with an end (no order is released before it). Undefined when the switch is closed without
 * an end: no slot is offered.
 */
export function slotTimingOf(
  restaurant: StatusOf,
  profile: RestaurantRecord,
  orderType: OrderType,
  now: Date,
  driveMinutes?: number,
): SlotTiming | undefined {
  const drive = orderType === 'DELIVERY' ? (driveMinutes ?? 0) : 0;
  const status = restaurant.statusOf(profile, now);
  const ends: Date[] = [];
  if (status.reason === 'manual' && !status.isOpen) {
    if (!status.closedUntil) return undefined;
    ends.push(new Date(status.closedUntil));
  }
  if (profile.pausedUntil && profile.pausedUntil.getTime() > now.getTime()) ends.push(profile.pausedUntil);
  const notBefore = ends.sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    leadMinutes: leadMinutesOf(profile, orderType, drive),
    releaseMinutes: settingsOf(profile).prepMinutes[orderType] + drive,
    ...(notBefore ? { notBefore } : {}),
  };
}

/**
 * The offered slots (places aside) of this service now; none while ordering for later is off or the
 * switch is closed for good, and none whose limit is 0 (no orders for later then, not a full slot).
 */
function offeredNow(profile: RestaurantRecord, scheduling: SchedulingSettings, orderType: OrderType, now: Date, timing?: SlotTiming) {
  if (!scheduling.enabled || !timing) return [];
  return offeredSlotTimes(hoursOf(profile), orderType, now, scheduling, timing).filter(
    ({ at }) => slotCapacity(scheduling, orderType, at) > 0,
  );
}

/** The offered slots with their places left, read from `slot_bookings` (in `session` when given). */
async function withPlaces(
  scheduling: SchedulingSettings,
  orderType: OrderType,
  times: SlotTime[],
  session?: ClientSession,
): Promise<Array<SlotTime & { left: number }>> {
  if (times.length === 0) return [];
  const bookings = await SlotBookingModel.find(
    { _id: { $in: times.map(({ at }) => slotKey(orderType, at)) } },
    { taken: 1 },
    { session },
  ).lean<Array<{ _id: string; taken: number }>>();
  const taken = new Map(bookings.map((booking) => [booking._id, booking.taken]));
  return times.map((time) => ({
    ...time,
    left: Math.max(0, slotCapacity(scheduling, orderType, time.at) - (taken.get(slotKey(orderType, time.at)) ?? 0)),
  }));
}

const toSlot = ({ at, time, left }: SlotTime & { left: number }): Slot => ({ at: at.toISOString(), time, left });

/** `GET /api/orders/slots`: the offered slots by Budapest date, the next free one, and whether "as soon as possible" is possible now. */
export async function slotsAnswer(
  restaurant: StatusOf,
  profile: RestaurantRecord,
  orderType: OrderType,
  now: Date,
  driveMinutes?: number,
): Promise<SlotsAnswer> {
  const scheduling = schedulingOf(profile);
  const timing = slotTimingOf(restaurant, profile, orderType, now, driveMinutes);
  const slots = await withPlaces(scheduling, orderType, offeredNow(profile, scheduling, orderType, now, timing));
  const days: SlotsAnswer['days'] = [];
  for (const slot of slots) {
    const day = days.at(-1);
    if (day?.date === slot.date) day.slots.push(toSlot(slot));
    else days.push({ date: slot.date, slots: [toSlot(slot)] });
  }
  const next = slots.find((slot) => slot.left > 0);
  return {
    orderType,
    enabled: scheduling.enabled,
    // The same check placing "as soon as possible" makes (order-basket.ts assertOpen).
    asapAvailable: restaurant.statusOf(profile, now).services[orderType].isOpen,
    leadMinutes: leadMinutesOf(profile, orderType, orderType === 'DELIVERY' ? driveMinutes : 0),
    days,
    ...(next ? { nextSlot: toSlot(next) } : {}),
  };
}

/** SLOT_FULL or SLOT_UNAVAILABLE for `at`, naming it in the reader's language, with the next free slots instead. */
function slotRefused(code: 'SLOT_FULL' | 'SLOT_UNAVAILABLE', at: Date, now: Date, free: Array<SlotTime & { left: number }>): AppError {
  const sentence = code === 'SLOT_FULL' ? SCHEDULING_MESSAGES.slotFull : SCHEDULING_MESSAGES.slotUnavailable;
  const when = { en: slotWhen(at, now, 'en'), hu: slotWhen(at, now, 'hu') };
  // The free slots after the one asked for first (the customer wanted about then), else the earliest.
  const open = free.filter((slot) => slot.left > 0 && slot.at.getTime() !== at.getTime());
  const after = open.filter((slot) => slot.at.getTime() > at.getTime());
  const nextSlots = (after.length > 0 ? after : open).slice(0, NEXT_SLOTS).map(toSlot);
  return new AppError(409, code, msg(sentence, { when }), { nextSlots });
}

/** What placing needs of a slot found offered: when the order goes to the kitchen and how many orders the slot takes. */
export interface OfferedSlot {
  releaseAt: Date;
  capacity: number;
}

/** The slot of one order for later: checked against the shop as `profile` holds it, taken and given back. */
export interface SlotRequest {
  profile: RestaurantRecord;
  orderType: OrderType;
  at: Date;
  now: Date;
  driveMinutes?: number;
}

/**
 * The slot is among those offered now (on the grid, the lead time ahead, after a pause or closing):
 * else 409 SLOT_UNAVAILABLE with the next free slots; 400 while ordering for later is off. With
 * `full`, a slot without a place left is 409 SLOT_FULL (placing; the quote does not count places).
 */
export async function assertSlotOffered(
  restaurant: StatusOf,
  { profile, orderType, at, now, driveMinutes }: SlotRequest,
  options: { full?: boolean; session?: ClientSession } = {},
): Promise<OfferedSlot> {
  const scheduling = schedulingOf(profile);
  if (!scheduling.enabled) throw badRequest(SCHEDULING_MESSAGES.schedulingOff);
  const timing = slotTimingOf(restaurant, profile, orderType, now, driveMinutes);
  const offered = offeredNow(profile, scheduling, orderType, now, timing);
  const slot = offered.find((time) => time.at.getTime() === at.getTime());
  const placesOf = () => withPlaces(scheduling, orderType, offered, options.session);
  if (!slot || !timing) throw slotRefused('SLOT_UNAVAILABLE', at, now, await placesOf());
  const capacity = slotCapacity(scheduling, orderType, at);
  if (options.full) {
    const places = await placesOf();
    if (places.find((each) => each.at.getTime() === at.getTime())!.left <= 0) throw slotRefused('SLOT_FULL', at, now, places);
  }
  return { releaseAt: releaseAtFor(at, timing.releaseMinutes), capacity };
}

/** The booking document exists before a transaction takes a place in it (an upsert inside would race another transaction's). */
export async function ensureSlotBooking(orderType: OrderType, at: Date): Promise<void> {
  try {
    await SlotBookingModel.updateOne(
      { _id: slotKey(orderType, at) },
      { $setOnInsert: { service: orderType, at, taken: 0 } },
      { upsert: true },
    );
  } catch (err) {
    // Another request created it first: that is all this wanted.
    if ((err as { code?: unknown }).code !== 11000) throw err;
  }
}

/**
 * Takes one place of the slot in `session`, only while fewer than `capacity` are taken: however many
 * placements race for the last place, one increment matches. The others are 409 SLOT_FULL.
 */
export async function takeSlotPlace(restaurant: StatusOf, request: SlotRequest, capacity: number, session: ClientSession): Promise<void> {
  const { orderType, at, now, profile, driveMinutes } = request;
  const taken = await SlotBookingModel.updateOne(
    { _id: slotKey(orderType, at), taken: { $lt: capacity } },
    { $inc: { taken: 1 } },
    { session },
  );
  if (taken.modifiedCount === 1) return;
  const scheduling = schedulingOf(profile);
  const timing = slotTimingOf(restaurant, profile, orderType, now, driveMinutes);
  throw slotRefused(
    'SLOT_FULL',
    at,
    now,
    await withPlaces(scheduling, orderType, offeredNow(profile, scheduling, orderType, now, timing), session),
  );
}

/** Gives back the place of a cancelled order for later, in the cancel's transaction. */
export async function giveSlotPlaceBack(orderType: OrderType, at: Date, session: ClientSession): Promise<void> {
  await SlotBookingModel.updateOne({ _id: slotKey(orderType, at), taken: { $gt: 0 } }, { $inc: { taken: -1 } }, { session });
}
