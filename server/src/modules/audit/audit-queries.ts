import type { AuditActorOption, AuditEntry, AuditPage, AuditQuery } from '@pizza/shared';
import { isValidObjectId, Types } from 'mongoose';

import { badRequest } from '../../lib/errors';
import { AuditEntryModel } from './audit-entry.model';
import { type StoredAuditEntry, toAuditEntryDto } from './audit-view';

/*
 * Reading the audit log (docs/product/audit-log.md): newest first, a page at a time, by keyset on
 * (at, _id) so a page never repeats or skips an entry written while someone pages.
 */

export const AUDIT_MESSAGES = {
  badCursor: 'That page of the audit log is not valid any more: start from the first page',
  badRange: '`from` must be before `to`',
} as const;

/** The cursor after an entry: its time and id, opaque to the caller. */
const cursorOf = (entry: StoredAuditEntry) => Buffer.from(`${entry.at.getTime()}.${String(entry._id)}`).toString('base64url');

function afterCursor(before: string): Record<string, unknown> {
  const [millis, id] = Buffer.from(before, 'base64url').toString('utf8').split('.');
  const at = new Date(Number(millis));
  if (!id || !isValidObjectId(id) || !/^\d+$/.test(millis ?? '') || Number.isNaN(at.getTime())) throw badRequest(AUDIT_MESSAGES.badCursor);
  return { $or: [{ at: { $lt: at } }, { at, _id: { $lt: new Types.ObjectId(id) } }] };
}

/** The query's filters as one database filter (every filter but the page). */
export function auditFilter({ actorId, action, orderNumber, from, to }: Omit<AuditQuery, 'before' | 'limit'>): Record<string, unknown> {
  if (from && to && new Date(from).getTime() > new Date(to).getTime()) throw badRequest(AUDIT_MESSAGES.badRange);
  const at = { ...(from ? { $gte: new Date(from) } : {}), ...(to ? { $lte: new Date(to) } : {}) };
  return {
    ...(actorId ? { actorId } : {}),
    ...(action ? { action } : {}),
    ...(orderNumber !== undefined ? { orderNumber } : {}),
    ...(from || to ? { at } : {}),
  };
}

/** One page, newest first; `nextBefore` when there may be more. */
export async function listAudit(query: AuditQuery): Promise<AuditPage> {
  const { before, limit, ...filters } = query;
  const filter = auditFilter(filters);
  const where = before ? { $and: [filter, afterCursor(before)] } : filter;
  const records = await AuditEntryModel.find(where)
    .sort({ at: -1, _id: -1 })
    .limit(limit + 1)
    .lean<StoredAuditEntry[]>();
  const page = records.slice(0, limit);
  const last = page.at(-1);
  return { entries: page.map(toAuditEntryDto), ...(records.length > limit && last ? { nextBefore: cursorOf(last) } : {}) };
}

/** Every entry of the filter, newest first, one at a time (the CSV export): never the whole log in memory. */
export async function* everyAuditEntry(query: Omit<AuditQuery, 'before' | 'limit'>): AsyncGenerator<AuditEntry> {
  const cursor = AuditEntryModel.find(auditFilter(query)).sort({ at: -1, _id: -1 }).lean<StoredAuditEntry[]>().cursor();
  for await (const record of cursor) yield toAuditEntryDto(record as StoredAuditEntry);
}

/** An order's trail, oldest first: what the board shows on the order. */
export async function orderTrail(orderId: string): Promise<AuditEntry[]> {
  const records = await AuditEntryModel.find({ orderId }).sort({ at: 1, _id: 1 }).limit(500).lean<StoredAuditEntry[]>();
  return records.map(toAuditEntryDto);
}

/** Everyone who appears in the log as an actor, by name, with the name of their latest entry. */
export async function auditActors(): Promise<AuditActorOption[]> {
  const rows = await AuditEntryModel.aggregate<{ _id: string; name?: string; email?: string }>([
    { $match: { actorId: { $exists: true } } },
    { $sort: { at: -1 } },
    { $group: { _id: '$actorId', name: { $first: '$actorName' }, email: { $first: '$actorEmail' } } },
  ]);
  return rows
    .map((row) => ({ id: row._id, name: row.name ?? row.email ?? row._id, ...(row.email ? { email: row.email } : {}) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One change of the shop's state as the log recorded it: when, and the audited fields after it. */
export interface ShopStateChange {
  at: Date;
  after: Record<string, unknown>;
}

/**
 * The changes of one kind of the shop's state ('shop.pause', 'shop.busy': the fields
 * restaurant.service.ts audits) that tell its state over [from, to): the last one before `from`
 * (the state the range starts in, when there is one), then each one in the range, oldest first.
 */
export async function shopStateChanges(action: 'shop.pause' | 'shop.busy', from: Date, to: Date): Promise<ShopStateChange[]> {
  const [before, within] = await Promise.all([
    AuditEntryModel.find({ action, at: { $lt: from } }, { at: 1, after: 1 })
      .sort({ at: -1, _id: -1 })
      .limit(1)
      .lean<ShopStateChange[]>(),
    AuditEntryModel.find({ action, at: { $gte: from, $lt: to } }, { at: 1, after: 1 })
      .sort({ at: 1, _id: 1 })
      .lean<ShopStateChange[]>(),
  ]);
  return [...before, ...within].map(({ at, after }) => ({ at, after: after ?? {} }));
}
