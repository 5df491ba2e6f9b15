import { useTranslation } from 'react-i18next';

import { MenuEditor } from '../../features/menu-editor';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { menuEditorPageResources } from '../../locales/menu-editor-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/menu-editor-page.ts).
addTranslations(accountPagesResources);
addTranslations(menuEditorPageResources);

/**
 * /admin/menu, the menu editor (docs/product/menu.md#the-screen), for whoever may edit the menu
 * (`menu.edit`: owner and manager); other roles are told it is not theirs.
 */
export function MenuEditorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menuEditor.title'));
  return (
    <StaffFrame title={t('menuEditor.title')} allows={(permissions) => permissions.includes('menu.edit')}>
      <MenuEditor />
    </StaffFrame>
  );
}
