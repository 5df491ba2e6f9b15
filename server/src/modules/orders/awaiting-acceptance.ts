import { OrderModel } from './orders.model';

/**
 * When the order waiting longest for staff to accept it was placed, or released when it was
 * scheduled for later (a scheduled order waits from its release, as the escalation counts;
 * docs/product/scheduled-orders.md); undefined when no order waits. The metrics read it at scrape.
 */
export async function oldestAwaitingAcceptance(): Promise<Date | undefined> {
  const [forNow, released] = await Promise.all([
    OrderModel.findOne({ status: 'PLACED', releaseAt: { $exists: false } }, { placedAt: 1 })
      .sort({ placedAt: 1 })
      .lean<{ placedAt?: Date }>(),
    OrderModel.findOne({ status: 'PLACED', releasedAt: { $exists: true } }, { releasedAt: 1 })
      .sort({ releasedAt: 1 })
      .lean<{ releasedAt?: Date }>(),
  ]);
  const times = [forNow?.placedAt, released?.releasedAt].filter((at): at is Date => at instanceof Date);
  return times.length === 0 ? undefined : new Date(Math.min(...times.map((at) => at.getTime())));
}
