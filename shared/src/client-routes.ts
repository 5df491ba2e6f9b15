/**
 * The web client's pages, one list for both sides: the client's router and links use these paths,
 * and the server answers any other page address with 404 (still with the client, which shows its
 * not-found page), so a mistyped link is not a 200 to a crawler or a monitor.
 */
export const CLIENT_PATHS = {
  home: '/',
  signup: '/signup',
  login: '/login',
  address: '/address',
  checkout: '/checkout',
  orders: '/orders',
  /** Route pattern: `:orderId` is one path segment. */
  orderDetailPattern: '/orders/:orderId',
  /** The signed-in customer's settings. */
  account: '/account',
  resetPassword: '/resetPassword',
  /** The legal pages (docs/product/legal.md): who runs the shop, its terms, its privacy notice. */
  legalImprint: '/legal/imprint',
  legalTerms: '/legal/terms',
  legalPrivacy: '/legal/privacy',
  adminLogin: '/adminLogin',
  admin: '/admin',
  adminIntegrations: '/admin/integrations',
  /** The owner's staff page: members, invitations, roles. */
  adminStaff: '/admin/staff',
  /** The owner's audit log. */
  adminAudit: '/admin/audit',
  /** The menu editor: dishes, prices, photos, allergens, add-ons, categories (owner and manager). */
  adminMenu: '/admin/menu',
  /** Sales reports and exports (owner and manager). */
  adminReports: '/admin/reports',
  /** Find any order: by number, customer, phone, e-mail, dates, status, service (owner and manager). */
  adminOrders: '/admin/orders',
  /** Promo codes and the loyalty reward (owner and manager, docs/product/promo-codes.md). */
  adminPromos: '/admin/promos',
  /** The owner's legal pages editor: imprint, terms, privacy notice, their versions. */
  adminLegal: '/admin/legal',
  /** A courier's phone-sized view of the delivery orders on the road. */
  adminDeliveries: '/admin/deliveries',
  /** Where an invitation link lands (the token is in the fragment, never sent in a request line). */
  adminJoin: '/admin/join',
} as const;

const PATTERNS = Object.values(CLIENT_PATHS).map(
  (path) =>
    new RegExp(
      `^${path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
      // Like React Router: letters' case does not matter, a trailing slash neither.
      'i',
    ),
);

/** Whether a URL path (not decoded, no query) is one of the client's pages. */
export function isClientRoute(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}
