/**
 * Order queries are keyed by the customer's e-mail too, so a second account logging in on the same
 * tab never sees the first one's cached orders.
 */
export const orderQueryKeys = {
  all: ['orders'] as const,
  customer: (email: string) => [...orderQueryKeys.all, email] as const,
  list: (email: string) => [...orderQueryKeys.customer(email), 'list'] as const,
  detail: (email: string, orderId: string) => [...orderQueryKeys.customer(email), 'detail', orderId] as const,
};
