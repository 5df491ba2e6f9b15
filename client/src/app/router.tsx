import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { paths } from '../config/paths';
import { RouteErrorPage } from './errors/route-error-page';
import { RootHydrateFallback, RootLayout } from './root-layout';
import { HomePage } from './routes/home-page';

/**
 * Loads a page module only when its route is visited, so sign-up (Firebase), address (maps),
 * admin and every other page stay out of the home page's initial JavaScript.
 */
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, exportName: Name): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[exportName] });
}

/** Every route of SPEC section 2. Exported for tests, which mount it in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    // Render errors of any page and unknown URLs (404) both end up here.
    errorElement: <RouteErrorPage />,
    children: [
      // The home page is the landing page: bundling it eagerly avoids a second round trip.
      { index: true, Component: HomePage },
      { path: paths.signup, lazy: lazyPage(() => import('./routes/signup-page'), 'SignupPage') },
      { path: paths.login, lazy: lazyPage(() => import('./routes/login-page'), 'LoginPage') },
      { path: paths.address, lazy: lazyPage(() => import('./routes/address-page'), 'AddressPage') },
      { path: paths.checkout, lazy: lazyPage(() => import('./routes/checkout-page'), 'CheckoutPage') },
      { path: paths.orders, lazy: lazyPage(() => import('./routes/orders-page'), 'OrdersPage') },
      {
        path: paths.orderDetailPattern,
        lazy: lazyPage(() => import('./routes/order-detail-page'), 'OrderDetailPage'),
      },
      {
        path: paths.resetPassword,
        lazy: lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage'),
      },
      {
        path: paths.adminLogin,
        lazy: lazyPage(() => import('./routes/admin-login-page'), 'AdminLoginPage'),
      },
      { path: paths.admin, lazy: lazyPage(() => import('./routes/admin-page'), 'AdminPage') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
