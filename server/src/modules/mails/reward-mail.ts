import type { ShopEvent } from '@pizza/shared';

/**
 * The loyalty reward mail (docs/product/promo-codes.md#loyalty-reward, docs/product/mails.md): an
 * order's finishing (status-changed to DELIVERED or COMPLETED) may have earned its customer a
 * reward; the promos module says which (EarnedRewardsOf) (handed in by the composition root).
 */
export interface EarnedReward {
  code: string;
  amount: number;
  validUntil: Date;
}

/** The rewards these orders' finishing earned, by order id (one query for a whole run of events). */
export type EarnedRewardsOf = (orderIds: readonly string[]) => Promise<Map<string, EarnedReward>>;

/**
 * The reward mail is a second mail of the finishing event; its attempt record needs a key of its
 * own (the ledger keeps one per event and recipient), so it is the event's id with this suffix
 * (an event id is a UUID, which never ends so).
 */
const SUFFIX = '-reward';

export const rewardMailEventId = (eventId: string) => `${eventId}${SUFFIX}`;

/** The event a mail's record belongs to (the reward mail's: the finishing event). */
export const eventIdOfMail = (recordEventId: string) =>
  recordEventId.endsWith(SUFFIX) ? recordEventId.slice(0, -SUFFIX.length) : recordEventId;

/** Whether the event finishes an order (the one moment a reward is earned). */
export function finishesOrder(event: ShopEvent): boolean {
  return event.type === 'status-changed' && (event.order.status === 'DELIVERED' || event.order.status === 'COMPLETED');
}
