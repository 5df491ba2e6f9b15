/** Every route of SPEC section 2, in one place, so links never hard-code a path twice. */
export const paths = {
  home: '/',
  signup: '/signup',
  login: '/login',
  address: '/address',
  checkout: '/checkout',
  orders: '/orders',
  /** Route pattern; build links with `orderDetail(id)`. */
  orderDetailPattern: '/orders/:orderId',
  orderDetail: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  /** The signed-in customer's settings (issue 23). */
  account: '/account',
  resetPassword: '/resetPassword',
  adminLogin: '/adminLogin',
  admin: '/admin',
  adminIntegrations: '/admin/integrations',
} as const;
