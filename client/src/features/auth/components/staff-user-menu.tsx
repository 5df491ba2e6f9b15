import { useTranslation } from 'react-i18next';

import { paths } from '../../../config/paths';
import { useStaffAuthStore } from '../../../lib/session/staff-auth-store';
import { useStaffLogout } from '../hooks/use-staff-logout';
import { DropdownMenu } from './dropdown-menu';

/**
 * The staff account menu of the admin top bar (docs/product/screens.md): when signed in, Logout (the
 * staff pages are in the navigation under the bar, as the member's role allows); otherwise Login.
 */
export function StaffUserMenu() {
  const { t } = useTranslation();
  const email = useStaffAuthStore((state) => state.email);
  const logout = useStaffLogout();

  if (email) {
    return <DropdownMenu tone="dark" label={email} entries={[{ key: 'logout', label: t('userMenu.logout'), onSelect: logout }]} />;
  }
  return (
    <DropdownMenu
      tone="dark"
      label={t('userMenu.account')}
      entries={[{ key: 'login', label: t('userMenu.login'), to: paths.adminLogin }]}
    />
  );
}
