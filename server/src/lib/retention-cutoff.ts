import { RETENTION_DAYS, type RetentionItem } from '@pizza/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a record of `item` has outlived its period (docs/product/legal.md#retention). */
export function retentionCutoff(item: RetentionItem, now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS[item] * DAY_MS);
}
