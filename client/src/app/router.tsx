import { Route, Routes } from 'react-router-dom';

import { paths } from '../config/paths';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { HomePage } from './routes/home-page';

/*
 * Pages load only when their route is visited, so sign-up (Firebase), address (maps), admin and
 * every other page stay out of the home page's initial JavaScript. The router is the declarative
 * one (<Routes>): the app has no loaders or actions, and the data router would add ~17 KB gzip
 * to the first download.
 */
const SignupPage = lazyPage(() => import('./routes/signup-page'), 'SignupPage');
const LoginPage = lazyPage(() => import('./routes/login-page'), 'LoginPage');
const AddressPage = lazyPage(() => import('./routes/address-page'), 'AddressPage');
const CheckoutPage = lazyPage(() => import('./routes/checkout-page'), 'CheckoutPage');
const OrdersPage = lazyPage(() => import('./routes/orders-page'), 'OrdersPage');
const OrderDetailPage = lazyPage(() => import('./routes/order-detail-page'), 'OrderDetailPage');
const AccountPage = lazyPage(() => import('./routes/account-page'), 'AccountPage');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage');
const AdminLoginPage = lazyPage(() => import('./routes/admin-login-page'), 'AdminLoginPage');
const AdminPage = lazyPage(() => import('./routes/admin-page'), 'AdminPage');
const IntegrationsPage = lazyPage(() => import('./routes/integrations-page'), 'IntegrationsPage');
const AuditPage = lazyPage(() => import('./routes/audit-page'), 'AuditPage');
const OrderSearchPage = lazyPage(() => import('./routes/order-search-page'), 'OrderSearchPage');
const DeliveriesPage = lazyPage(() => import('./routes/deliveries-page'), 'DeliveriesPage');
const StaffPage = lazyPage(() => import('./routes/staff-page'), 'StaffPage');
const MenuEditorPage = lazyPage(() => import('./routes/menu-editor-page'), 'MenuEditorPage');
const ReportsPage = lazyPage(() => import('./routes/reports-page'), 'ReportsPage');
const PromosPage = lazyPage(() => import('./routes/promos-page'), 'PromosPage');
const JoinPage = lazyPage(() => import('./routes/join-page'), 'JoinPage');
const ImprintPage = lazyPage(() => import('./routes/legal-page'), 'ImprintPage');
const TermsPage = lazyPage(() => import('./routes/legal-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('./routes/legal-page'), 'PrivacyPage');
const AdminLegalPage = lazyPage(() => import('./routes/admin-legal-page'), 'AdminLegalPage');
const NotFoundPage = lazyPage(() => import('./errors/not-found-page'), 'NotFoundPage');

/** Every route of docs/product/screens.md. Render errors of any page show the error screen; unknown URLs a 404 page in the shop's layout. */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path={paths.home} element={<RootLayout />}>
          {/* The home page is the landing page: bundling it eagerly avoids a second round trip. */}
          <Route index element={<HomePage />} />
          <Route path={paths.signup} element={<SignupPage />} />
          <Route path={paths.login} element={<LoginPage />} />
          <Route path={paths.address} element={<AddressPage />} />
          <Route path={paths.checkout} element={<CheckoutPage />} />
          <Route path={paths.orders} element={<OrdersPage />} />
          <Route path={paths.orderDetailPattern} element={<OrderDetailPage />} />
          <Route path={paths.account} element={<AccountPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          <Route path={paths.adminLogin} element={<AdminLoginPage />} />
          <Route path={paths.admin} element={<AdminPage />} />
          <Route path={paths.adminIntegrations} element={<IntegrationsPage />} />
          <Route path={paths.adminAudit} element={<AuditPage />} />
          <Route path={paths.adminOrders} element={<OrderSearchPage />} />
          <Route path={paths.adminDeliveries} element={<DeliveriesPage />} />
          <Route path={paths.adminStaff} element={<StaffPage />} />
          <Route path={paths.adminMenu} element={<MenuEditorPage />} />
          <Route path={paths.adminReports} element={<ReportsPage />} />
          <Route path={paths.adminPromos} element={<PromosPage />} />
          <Route path={paths.adminJoin} element={<JoinPage />} />
          <Route path={paths.legalImprint} element={<ImprintPage />} />
          <Route path={paths.legalTerms} element={<TermsPage />} />
          <Route path={paths.legalPrivacy} element={<PrivacyPage />} />
          <Route path={paths.adminLegal} element={<AdminLegalPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
