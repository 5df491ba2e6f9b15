import { RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';
import { ChevronRight, ClipboardList, LogIn, MapPin, Settings } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { RESTAURANT_LINKS } from '../../components/layout/restaurant-links';
import { DrawerHeader } from '../../components/ui/drawer-header';
import { Sheet } from '../../components/ui/sheet';
import { paths } from '../../config/paths';
import { RESTAURANT } from '../../config/restaurant';
import { addTranslations } from '../../lib/i18n';
import { useAuthStore } from '../../lib/session/auth-store';
import { sideMenuResources } from '../../locales/side-menu';

// The side menu's strings arrive with its code (see locales/side-menu.ts).
addTranslations(sideMenuResources);

const entryClasses =
  'flex min-h-14 w-full items-center gap-3 rounded-2xl px-4 text-lg font-bold text-ink transition-colors hover:bg-cream-200';

function EntryContent({ icon: Icon, label }: { icon: typeof MapPin; label: string }) {
  return (
    <>
      <Icon aria-hidden="true" className="size-6 text-brand-700" />
      <span className="flex-1">{label}</span>
      <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
    </>
  );
}

/**
 * The customer side menu (lazy-loaded): Our Location, My Orders, Account settings (signed in), and Login/Sign Up on small
 * screens (wider screens have the user menu in the top bar). Every choice closes it.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);

  return (
    <Sheet open={open} onClose={onClose} labelledBy={titleId} placement="right" className="w-full sm:w-80">
      <DrawerHeader titleId={titleId} title={t('sideMenu.title')} closeLabel={t('sideMenu.close')} onClose={onClose} />
      <nav aria-labelledby={titleId} className="flex-1 px-3">
        <ul className="flex flex-col gap-1">
          <li>
            <a href={RESTAURANT_LINKS.directions} target="_blank" rel="noopener noreferrer" onClick={onClose} className={entryClasses}>
              <EntryContent icon={MapPin} label={t('sideMenu.ourLocation')} />
              <span className="sr-only">{t('sideMenu.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <Link to={paths.orders} onClick={onClose} className={entryClasses}>
              <EntryContent icon={ClipboardList} label={t('sideMenu.myOrders')} />
            </Link>
          </li>
          {isAuthenticated && (
            <li>
              <Link to={paths.account} onClick={onClose} className={entryClasses}>
                <EntryContent icon={Settings} label={t('sideMenu.settings')} />
              </Link>
            </li>
          )}
          {!isAuthenticated && (
            <li className="sm:hidden">
              <Link to={paths.login} onClick={onClose} className={entryClasses}>
                <EntryContent icon={LogIn} label={t('sideMenu.loginSignUp')} />
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="flex flex-col gap-4 border-t border-cream-200 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <address className="text-sm leading-relaxed text-ink-muted not-italic">
          <span className="block font-bold text-ink">{RESTAURANT.name}</span>
          {RESTAURANT_PROFILE_DEFAULTS.address}
          <a href={RESTAURANT.phoneHref} className="block font-semibold text-brand-700">
            {RESTAURANT.phoneDisplay}
          </a>
        </address>
      </div>
    </Sheet>
  );
}
