import { useTranslation } from 'react-i18next';

import { TopBar } from '../../components/layout/top-bar';
import { MenuSections } from '../../features/menu/components/menu-sections';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Home page (/). Later issues slot in here: the loading overlay and landing banner above the
 * menu, the sticky category nav under the top bar, the cart drawer, side menu and floating bars.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle();

  return (
    <>
      <TopBar />
      <main id="main-content" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-10">
        <h1 className="sr-only">{t('menu.heading')}</h1>
        <MenuSections />
      </main>
    </>
  );
}
