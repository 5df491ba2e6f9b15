import {
  type Extra,
  type ExtraAvailabilityRequest,
  type MenuAvailability,
  type MenuItem,
  type MenuItemAvailabilityRequest,
  menuItemLabel,
  type Size,
  UNTIL_TOO_FAR_MESSAGE,
  untilTooFar,
} from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../lib/clock';
import { badRequest, msg, notFound } from '../../lib/errors';
import type { EventLog } from '../../platform';
import { type AuditActor, recordAudit } from '../audit';
import type { RestaurantService } from '../restaurant';
import { ExtraModel } from './extras.model';
import type { Catalogue } from './menu-catalogue';
import { MenuItemModel } from './menu.model';
import { readExtra, readMenuItem } from './menu.service';

export const AVAILABILITY_MESSAGES = {
  untilInPast: 'until must be in the future',
} as const;

export interface MenuAvailabilityDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  restaurant: Pick<RestaurantService, 'nextOpening'>;
  catalogue: Pick<Catalogue, 'invalidate'>;
  clock: Clock;
}

/** What `menu-availability-changed` says of the item or add-on after the change. */
function itemAvailability(item: MenuItem): MenuAvailability {
  return {
    kind: 'menuItem',
    id: item.id,
    name: menuItemLabel(item.name, item.size),
    available: item.available,
    ...(item.soldOutUntil ? { soldOutUntil: item.soldOutUntil } : {}),
    ...(item.soldOutSizes ? { soldOutSizes: item.soldOutSizes } : {}),
  };
}

function extraAvailability(extra: Extra): MenuAvailability {
  return {
    kind: 'extra',
    id: extra.id,
    name: extra.name,
    available: extra.available,
    ...(extra.soldOutUntil ? { soldOutUntil: extra.soldOutUntil } : {}),
  };
}

/** What the audit entry shows of an item or add-on, before and after (docs/product/audit-log.md). */
function audited({ kind, name, available, soldOutUntil, soldOutSizes }: MenuAvailability) {
  return { kind, name, available, soldOutUntil: soldOutUntil ?? null, ...(soldOutSizes ? { soldOutSizes } : {}) };
}

/**
 * Staff mark menu items and add-ons sold out. The change, its `menu-availability-changed` event
 * and its audit entry ('menu.soldOut', who and the availability before and after) commit together; then this instance's catalogue is rebuilt at
 * once, and the others' when they read the event (catalogue-sync.ts).
 */
export function createMenuAvailability({ events, restaurant, catalogue, clock }: MenuAvailabilityDeps) {
  /** The end of a sold-out: the one asked for, or the shop's next opening. Undefined: orderable again. */
  function explicitEnd(request: { soldOut: boolean; until?: string }, now: Date): Date | undefined {
    if (!request.soldOut || request.until === undefined) return undefined;
    const until = new Date(request.until);
    if (until.getTime() <= now.getTime()) throw badRequest(AVAILABILITY_MESSAGES.untilInPast);
    if (untilTooFar(until, now)) throw badRequest(UNTIL_TOO_FAR_MESSAGE);
    return until;
  }

  async function endOf(request: { soldOut: boolean }, explicit: Date | undefined, now: Date, session: ClientSession) {
    if (!request.soldOut) return undefined;
    return explicit ?? (await restaurant.nextOpening(now, session));
  }

  const update = (until: Date | undefined) => (until ? { $set: { soldOutUntil: until } } : { $unset: { soldOutUntil: 1 } });

  async function setMenuItem(actor: AuditActor, id: string, request: MenuItemAvailabilityRequest): Promise<MenuItem> {
    const now = clock.now();
    const explicit = explicitEnd(request, now);
    const item = await events.transaction(async (session) => {
      const target = await MenuItemModel.findById(id, { name: 1 }, { session }).lean<{ name: string }>();
      if (!target) throw notFound(msg('Menu item not found: {id}', { id }));
      const product = await MenuItemModel.find({ name: target.name, archived: { $ne: true } }, { size: 1 }, { session }).lean<
        Array<{ _id: string; size: Size }>
      >();
      const missing = (request.sizes ?? []).filter((size) => !product.some((sibling) => sibling.size === size));
      if (missing.length > 0) throw badRequest(msg('{item} does not come in {sizes}', { item: target.name, sizes: missing.join(', ') }));
      const ids = product.filter((sibling) => !request.sizes || request.sizes.includes(sibling.size)).map((sibling) => sibling._id);
      const before = (await readMenuItem(id, now, session))!;
      await MenuItemModel.updateMany({ _id: { $in: ids } }, update(await endOf(request, explicit, now, session)), { session });
      const changed = (await readMenuItem(id, now, session))!;
      events.append(session, { type: 'menu-availability-changed', item: itemAvailability(changed) });
      const [was, is] = [audited(itemAvailability(before)), audited(itemAvailability(changed))];
      await recordAudit(session, {
        action: 'menu.soldOut',
        actor,
        at: now,
        subject: id,
        before: was,
        after: { ...is, ...(request.sizes ? { sizes: request.sizes } : {}) },
      });
      return changed;
    });
    catalogue.invalidate();
    return item;
  }

  async function setExtra(actor: AuditActor, id: string, request: ExtraAvailabilityRequest): Promise<Extra> {
    const now = clock.now();
    const explicit = explicitEnd(request, now);
    const extra = await events.transaction(async (session) => {
      const before = await readExtra(id, now, session);
      const result = await ExtraModel.updateOne({ _id: id }, update(await endOf(request, explicit, now, session)), { session });
      if (result.matchedCount === 0) throw notFound(msg('Extra not found: {id}', { id }));
      const changed = (await readExtra(id, now, session))!;
      events.append(session, { type: 'menu-availability-changed', item: extraAvailability(changed) });
      const was = before ? audited(extraAvailability(before)) : undefined;
      await recordAudit(session, {
        action: 'menu.soldOut',
        actor,
        at: now,
        subject: id,
        before: was,
        after: audited(extraAvailability(changed)),
      });
      return changed;
    });
    catalogue.invalidate();
    return extra;
  }

  return { setMenuItem, setExtra };
}

export type MenuAvailabilityService = ReturnType<typeof createMenuAvailability>;
