import { MapPin, Menu, Phone } from 'lucide-react';
import { lazy, type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { iconButtonClasses } from '../../components/ui/icon-button';
import { MountWhenOpened } from '../../components/ui/mount-when-opened';
import { paths } from '../../config/paths';
import { RESTAURANT } from '../../config/restaurant';
import { UserMenu } from '../../features/auth';
import { CartButton } from '../../features/cart';
import { CartDrawerHost } from './cart-drawer-host';

const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** Icon buttons that show a word next to the icon on wide screens. */
const labelledIconClasses =
  'inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full px-2 font-semibold hover:bg-cream-200';

/** Change Location (to /address) and the call link; phones show the icons, wide screens the words. */
function LocationAndCall() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center">
      <Link to={paths.address} className={`${labelledIconClasses} text-ink`}>
        <MapPin aria-hidden="true" className="size-5 text-brand-700" />
        <span className="sr-only lg:not-sr-only">{t('topBar.changeLocation')}</span>
      </Link>
      <a href={RESTAURANT.phoneHref} className={`${labelledIconClasses} text-brand-700`}>
        <Phone aria-hidden="true" className="size-5" />
        <span className="sr-only xl:not-sr-only">{RESTAURANT.phoneDisplay}</span>
        <span className="sr-only">{t('topBar.callRestaurant')}</span>
      </a>
    </div>
  );
}

/**
 * The customer top bar: Change Location and the call link on the left, the centred logo, and the
 * user menu, language, cart and side-menu buttons on the right. The cart drawer and the side
 * menu live here too, so they work on every page that shows this bar.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // SPEC: the logo goes to /, and on the home page it reloads the page.
  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== paths.home) return;
    event.preventDefault();
    window.location.reload();
  };

  return (
    <header className="sticky top-0 z-30 border-b border-cream-200 bg-cream-50/95 backdrop-blur">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-cream-50"
      >
        {t('topBar.skipToContent')}
      </a>
      <div className="mx-auto grid h-16 max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-1 px-2 sm:grid-cols-[1fr_auto_1fr] sm:gap-2 sm:px-6">
        <LocationAndCall />
        <Link
          to={paths.home}
          onClick={onLogoClick}
          aria-label={t('topBar.homeLink')}
          className="flex items-center gap-2 justify-self-center rounded-full px-1 py-1 sm:px-2"
        >
          <img src="/images/logo.svg" alt="" width="36" height="36" className="size-9" />
          <span className="hidden font-display text-lg font-extrabold tracking-tight whitespace-nowrap text-brand-700 min-[420px]:inline sm:text-2xl">
            {RESTAURANT.name}
          </span>
        </Link>
        <div className="flex items-center justify-end gap-0.5 sm:gap-1">
          <UserMenu />
          {/* On phones too: a Hungarian visitor should not have to find it in the side menu. */}
          <LanguageSwitcher />
          <CartButton />
          <button
            type="button"
            aria-label={t('topBar.openMenu')}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            className={iconButtonClasses}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>
      <MountWhenOpened open={menuOpen}>
        <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      </MountWhenOpened>
      <CartDrawerHost />
    </header>
  );
}
