import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/session/auth-store';
import { loginRedirectState } from '../../../lib/session/login-redirect';
import { useLogout } from '../hooks/use-logout';
import { DropdownMenu, type MenuEntry } from './dropdown-menu';

/** The customer's account menu of docs/product/screens.md, for the top bar. */
export function UserMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const name = useAuthStore((state) => state.name);
  const logout = useLogout();

  if (isAuthenticated) {
    const entries: MenuEntry[] = [
      { key: 'orders', label: t('userMenu.myOrders'), to: paths.orders },
      { key: 'settings', label: t('userMenu.settings'), to: paths.account },
      { key: 'logout', label: t('userMenu.logout'), onSelect: logout },
    ];
    return <DropdownMenu label={name ? t('userMenu.hello', { name }) : t('userMenu.helloUser')} entries={entries} />;
  }

  // After logging in, come back to the page the menu was opened on.
  const comeBack = loginRedirectState(`${pathname}${search}`);
  const entries: MenuEntry[] = [
    { key: 'login', label: t('userMenu.login'), to: paths.login, state: comeBack },
    { key: 'signup', label: t('userMenu.signUp'), to: paths.signup },
  ];
  return <DropdownMenu label={t('userMenu.account')} entries={entries} />;
}
