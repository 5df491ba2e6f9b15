import { CLIENT_PATHS } from '@pizza/shared';

/**
 * Every route of docs/product/screens.md, in one place, so links never hard-code a path twice. The paths
 * live in shared/ (CLIENT_PATHS): the server answers any other page address with 404.
 */
export const paths = {
  ...CLIENT_PATHS,
  orderDetail: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
} as const;
