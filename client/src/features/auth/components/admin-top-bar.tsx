import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { LanguageSwitcher } from '../../../components/layout/language-switcher';
import { paths } from '../../../config/paths';
import { RESTAURANT } from '../../../config/restaurant';
import { StaffUserMenu } from './staff-user-menu';

/**
 * The staff top bar: the shop's mark, the page title ('Dashboard' on /admin), the page's own
 * controls (the Opened/Closed switch on /admin, composed by the page) and the staff account menu.
 */
interface AdminTopBarProps {
  title?: string;
  /** Controls the page adds before the account menu. */
  actions?: ReactNode;
  /** The staff login page leaves it out: its only entry would lead to the page itself. */
  showAccountMenu?: boolean;
  /** The staff pages' navigation, a row under the bar (docs/product/screens.md). */
  nav?: ReactNode;
}

export function AdminTopBar({ title, actions, showAccountMenu = true, nav }: AdminTopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-night/10 bg-night text-paper">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 sm:px-6">
        <Link to={paths.admin} className="flex items-center gap-2 rounded-full px-1 py-1" aria-label={t('admin.homeLink')}>
          <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
          <span className="hidden font-display text-lg font-extrabold sm:inline">{RESTAURANT.name}</span>
        </Link>
        {/* Phones keep the room for the page title. */}
        <span
          className={`rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold tracking-wide text-night uppercase ${title ? 'hidden sm:inline-block' : ''}`}
        >
          {t('admin.staffBadge')}
        </span>
        {/* The title is the page's heading: staff pages put their h1 in the bar. */}
        {/* With page controls in the bar, phones give the room to them; the tab title still names the page. */}
        {title && <h1 className={`truncate text-lg font-bold sm:text-xl ${actions ? 'max-sm:sr-only' : ''}`}>{title}</h1>}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {actions}
          {showAccountMenu && <StaffUserMenu />}
          <LanguageSwitcher />
        </div>
      </div>
      {nav}
    </header>
  );
}
