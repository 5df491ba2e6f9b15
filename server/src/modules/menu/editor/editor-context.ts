import { randomBytes } from 'node:crypto';

import { MENU_ADMIN_MESSAGES, type MenuChange, type StoredMenuPhoto } from '@pizza/shared';
import type { ClientSession } from 'mongoose';

import type { Clock } from '../../../lib/clock';
import { AppError, conflict, type MessageInput } from '../../../lib/errors';
import type { EventLog } from '../../../platform';
import { type AuditActor, recordAudit } from '../../audit';
import type { Catalogue } from '../menu-catalogue';

/** Finds an uploaded photo by id (the menu-photos module; the composition root wires it in). */
export interface MenuPhotoLookup {
  findPhoto(id: string, session?: ClientSession): Promise<StoredMenuPhoto | undefined>;
}

/** Which menu items and add-ons placed orders name (the orders module answers). */
export interface OrderedMenuEntries {
  orderedMenuEntries(
    ids: { itemIds: readonly string[]; extraIds: readonly string[] },
    session?: ClientSession,
  ): Promise<{ itemIds: Set<string>; extraIds: Set<string> }>;
}

export interface MenuEditorDeps {
  events: Pick<EventLog, 'transaction' | 'append'>;
  catalogue: Pick<Catalogue, 'invalidate'>;
  clock: Clock;
  photos: MenuPhotoLookup;
  orders: OrderedMenuEntries;
}

/** What one write of the editor did: its answer, the `menu-changed` event, and the audit entry's subject and fields. */
export interface EditorOutcome<T> {
  result: T;
  change: MenuChange;
  subject: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Every write of the menu editor: ONE transaction holding the check of the version, the write, the
 * `menu-changed` event and the audit entry `menu.changed`, so nothing is half-saved; then this
 * instance's catalogue is dropped at once and the others' when they read the event
 * (docs/product/menu.md#live-changes). The work may run again (a write conflict re-runs the
 * batch), so it keeps no state outside the database.
 */
export async function commitMenuChange<T>(
  deps: MenuEditorDeps,
  actor: AuditActor,
  work: (session: ClientSession, now: Date) => Promise<EditorOutcome<T>>,
): Promise<T> {
  const now = deps.clock.now();
  const result = await deps.events.transaction(async (session) => {
    const outcome = await work(session, now);
    deps.events.append(session, { type: 'menu-changed', change: outcome.change });
    await recordAudit(session, {
      action: 'menu.changed',
      actor,
      at: now,
      subject: outcome.subject,
      ...(outcome.before !== undefined ? { before: outcome.before } : {}),
      ...(outcome.after !== undefined ? { after: outcome.after } : {}),
    });
    return outcome.result;
  });
  deps.catalogue.invalidate();
  return result;
}

/** 409: someone else saved it since this person read it. */
export function checkVersion(stored: number | null | undefined, expected: number): void {
  if ((stored ?? 0) !== expected) throw conflict(MENU_ADMIN_MESSAGES.versionConflict);
}

/** 400 naming the field, shaped like a schema's failure (`details[].path`), for what only the database can check. */
export function invalidField(field: string, message: MessageInput): AppError {
  const { message: text } = new AppError(400, 'VALIDATION_ERROR', message);
  return new AppError(400, 'VALIDATION_ERROR', message, [{ path: [field], message: text }]);
}

export const UNKNOWN_ADDONS_MESSAGE = 'extraIds names an add-on that does not exist: {ids}';
export const UNKNOWN_DISHES_MESSAGE = 'dishIds names a dish that does not exist: {ids}';

/** The uploaded photo of `photoId`; null or absent: none. Unknown: 400 naming the field. */
export async function photoOf(
  deps: MenuEditorDeps,
  field: string,
  photoId: string | null | undefined,
  session: ClientSession,
): Promise<StoredMenuPhoto | undefined> {
  if (!photoId) return undefined;
  const photo = await deps.photos.findPhoto(photoId, session);
  if (!photo) throw invalidField(field, MENU_ADMIN_MESSAGES.photoNotFound);
  return photo;
}

/** A fresh id matching idSchema: `<prefix>_<8 hex>`. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** The fields of `after` that differ from `before`, each side: what an audit entry shows of a change. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const was: Partial<T> = {};
  const is: Partial<T> = {};
  for (const key of Object.keys(after) as Array<keyof T>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}
