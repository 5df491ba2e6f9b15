import {
  checkZone,
  type GeoPoint,
  nextBudapestMidnight,
  nextOpeningAfter,
  RESTAURANT_ID,
  type RestaurantHours,
  type RestaurantStatus,
  type ZoneCheck,
} from '@pizza/shared';
import type { ClientSession, UpdateQuery } from 'mongoose';

import { notFound } from '../../lib/errors';
import { type EventLog, forgetRead, readOnce } from '../../platform';
import { type AuditActor, recordAudit } from '../audit';
import { hoursOf, statusAt, toggleEnd } from './restaurant-status';
import { PROFILE_READ, RestaurantModel, type RestaurantRecord } from './restaurant.model';

export type { ZoneCheck };

/** Who changes the shop, under which audit action, and which fields the entry shows before and after. */
interface ShopChange {
  actor: AuditActor;
  action: 'shop.hours' | 'shop.busy' | 'shop.pause' | 'shop.status' | 'shop.closedUntil';
  audited: ReadonlyArray<keyof RestaurantRecord>;
}

/** The audited fields of the record, as JSON (a field not set is null: "none" is a value too). */
function fieldsOf(record: RestaurantRecord, fields: ShopChange['audited']): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((field) => [field, record[field] instanceof Date ? (record[field] as Date).toISOString() : (record[field] ?? null)]),
  );
}

export interface RestaurantServiceDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
}

/**
 * The restaurant's profile, open flag and fees, read from the database on every use: a toggle by
 * staff takes effect on the very next request on every instance (the original cached it a minute).
 * Every change of the shop's state (toggle, hours, busy, pause) is written with its
 * `restaurant-status-changed` event, in one transaction of the event log.
 */
export function createRestaurantService({ events }: RestaurantServiceDeps) {
  async function profile(session?: ClientSession): Promise<RestaurantRecord> {
    const restaurant = await readOnce(session, PROFILE_READ, () =>
      RestaurantModel.findById(RESTAURANT_ID, null, { session }).lean<RestaurantRecord>(),
    );
    // Seeded at every start; missing means the database was emptied under a running server.
    if (!restaurant) throw notFound('Restaurant not found');
    return restaurant;
  }

  /** The shared zone rule (shared/src/delivery-zone.ts) around the restaurant as stored now. */
  async function zoneCheck(point: GeoPoint, session?: ClientSession): Promise<ZoneCheck> {
    return checkZone(await profile(session), point);
  }

  /** Whether orders are taken at `now`, why, and until or from when (restaurant-status.ts). */
  async function status(now: Date, session?: ClientSession): Promise<RestaurantStatus> {
    return statusAt(await profile(session), now);
  }

  /**
   * Changes the restaurant and logs the status that results, as of `now`, with the audit entry of
   * who changed what (the `audited` fields before and after), in one transaction; returns that
   * status. `update` may read the record as it is in the transaction.
   */
  async function change(
    now: Date,
    { actor, action, audited }: ShopChange,
    update: (record: RestaurantRecord) => UpdateQuery<RestaurantRecord>,
  ): Promise<RestaurantStatus> {
    return events.transaction(async (session) => {
      const before = await profile(session);
      const after = await RestaurantModel.findOneAndUpdate({ _id: RESTAURANT_ID }, update(before), {
        session,
        returnDocument: 'after',
      }).lean<RestaurantRecord>();
      if (!after) throw notFound('Restaurant not found');
      forgetRead(session, PROFILE_READ);
      const next = statusAt(after, now);
      events.append(session, { type: 'restaurant-status-changed', status: next });
      await recordAudit(session, { action, actor, at: now, before: fieldsOf(before, audited), after: fieldsOf(after, audited) });
      return next;
    });
  }

  /** The staff's toggle, until `until` or (without) until the opening hours next change. */
  async function setOpen(actor: AuditActor, open: boolean, now: Date, until?: Date): Promise<RestaurantStatus> {
    // Closing with an end the staff chose is "closed until" in the audit log; every other toggle is the status.
    const action = !open && until ? 'shop.closedUntil' : 'shop.status';
    return change(now, { actor, action, audited: ['isOpen', 'manualUntil'] }, (record) => {
      const end = until ?? toggleEnd(record, now);
      return end ? { $set: { isOpen: open, manualUntil: end } } : { $set: { isOpen: open }, $unset: { manualUntil: 1 } };
    });
  }

  /**
   * When something sold out "for today" comes back: the shop's next opening by its hours (while open,
   * the one after this opening), or the next midnight in Budapest when no hours are set.
   */
  async function nextOpening(now: Date, session?: ClientSession): Promise<Date> {
    return nextOpeningAfter(hoursOf(await profile(session)), now) ?? nextBudapestMidnight(now);
  }

  async function hours(): Promise<RestaurantHours> {
    return hoursOf(await profile());
  }

  /** New opening hours rule from now on: a toggle still running ends. */
  async function setHours(actor: AuditActor, next: RestaurantHours, now: Date): Promise<RestaurantStatus> {
    return change(now, { actor, action: 'shop.hours', audited: ['hours', 'manualUntil'] }, () => ({
      $set: { hours: next },
      $unset: { manualUntil: 1 },
    }));
  }

  /** Busy mode: every new estimate grows by `extraMinutes` (0 ends it). */
  async function setBusy(actor: AuditActor, extraMinutes: number, now: Date): Promise<RestaurantStatus> {
    return change(now, { actor, action: 'shop.busy', audited: ['busyExtraMinutes'] }, () => ({ $set: { busyExtraMinutes: extraMinutes } }));
  }

  /** No new orders for `minutes` from `now`, then they are taken again by themselves (0 ends the pause). */
  async function pause(actor: AuditActor, minutes: number, now: Date): Promise<RestaurantStatus> {
    return change(now, { actor, action: 'shop.pause', audited: ['pausedUntil'] }, () =>
      minutes > 0 ? { $set: { pausedUntil: new Date(now.getTime() + minutes * 60_000) } } : { $unset: { pausedUntil: 1 } },
    );
  }

  return { profile, zoneCheck, status, statusOf: statusAt, setOpen, nextOpening, hours, setHours, setBusy, pause };
}

export type RestaurantService = ReturnType<typeof createRestaurantService>;
