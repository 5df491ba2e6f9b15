import { EVENT_VISIBILITY, type EventType } from '@pizza/shared';

import type { LoggedEvent } from './event-envelope';

/**
 * Who reads: staff and integrators see every event; a customer sees what EVENT_VISIBILITY lets
 * customers see: the status changes of their own orders (never a new order of someone else, never
 * another customer's order), and shop-wide events.
 */
export type Audience = { kind: 'all' } | { kind: 'customer'; userId: string };

/** The types an audience of customers sees, by how (shared EVENT_VISIBILITY). */
const typesSeen = (how: 'owner' | 'public') =>
  (Object.keys(EVENT_VISIBILITY) as EventType[]).filter((type) => (EVENT_VISIBILITY as Record<string, string>)[type] === how);

export function isVisibleTo({ event, userId }: LoggedEvent, audience: Audience): boolean {
  if (audience.kind === 'all') return true;
  const visibility: string = EVENT_VISIBILITY[event.type];
  return visibility === 'public' || (visibility === 'owner' && userId !== undefined && userId === audience.userId);
}

/** The filter of isVisibleTo, for queries (one indexed query per audience). */
export function audienceFilter(audience: Audience): Record<string, unknown> {
  if (audience.kind === 'all') return {};
  const own = { userId: audience.userId, type: { $in: typesSeen('owner') } };
  const everyone = typesSeen('public');
  return everyone.length === 0 ? own : { $or: [own, { type: { $in: everyone } }] };
}
