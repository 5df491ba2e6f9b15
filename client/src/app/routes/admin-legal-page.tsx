import { useTranslation } from 'react-i18next';

import { LegalEditor } from '../../features/legal';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { legalPagesResources } from '../../locales/legal-pages';

// This page's strings arrive with its code; the staff frame's come with the account pages'.
addTranslations(accountPagesResources);
addTranslations(legalPagesResources);

/** /admin/legal, the owner's editor of the legal pages (docs/product/legal.md), only with `legal.edit`. */
export function AdminLegalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.editor.title'));
  return (
    <StaffFrame title={t('legal.editor.title')} allows={(permissions) => permissions.includes('legal.edit')} width="narrow">
      <LegalEditor />
    </StaffFrame>
  );
}
