import { RETENTION_DAYS } from '@pizza/shared';

/** How long a deleted account's orders are kept for the accounting law, in whole years (shared retention.ts). */
export const ORDER_RETENTION_YEARS = Math.round(RETENTION_DAYS.orders / 365);
