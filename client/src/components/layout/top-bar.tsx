import { Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

import { paths } from '../../app/paths';
import { RESTAURANT } from '../../config/restaurant';
import { UserMenu } from '../../features/auth/components/user-menu';
import { LanguageSwitcher } from './language-switcher';

/**
 * The customer top bar. Later issues add the Change Location button, user menu, cart button and
 * side-menu button into the left and right groups; the logo stays centred.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

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
        <div className="flex items-center">
          <a
            href={RESTAURANT.phoneHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-semibold text-brand-700 hover:bg-brand-50 sm:px-3"
          >
            <Phone aria-hidden="true" className="size-5" />
            <span className="sr-only sm:not-sr-only">{RESTAURANT.phoneDisplay}</span>
            <span className="sr-only">{t('topBar.callRestaurant')}</span>
          </a>
        </div>
        <Link
          to={paths.home}
          onClick={onLogoClick}
          aria-label={t('topBar.homeLink')}
          className="flex items-center gap-2 justify-self-center rounded-full px-1 py-1 sm:px-2"
        >
          <img src="/images/logo.svg" alt="" width="36" height="36" className="size-9" />
          <span className="hidden font-display text-lg font-extrabold tracking-tight whitespace-nowrap text-brand-700 min-[360px]:inline sm:text-2xl">
            {RESTAURANT.name}
          </span>
        </Link>
        <div className="flex items-center justify-end gap-1 sm:gap-2">
          <UserMenu />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
