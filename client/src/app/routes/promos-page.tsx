import { useTranslation } from 'react-i18next';

import { PromoCodesPanel } from '../../features/promos';
import { StaffFrame } from '../../features/staff';
import { addTranslations } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { accountPagesResources } from '../../locales/account-pages';
import { promosPageResources } from '../../locales/promos-page';

// This page's strings arrive with its code (see locales/account-pages.ts, locales/promos-page.ts).
addTranslations(accountPagesResources);
addTranslations(promosPageResources);

/**
 * /admin/promos (docs/product/promo-codes.md): promo codes and the loyalty reward, for whoever may
 * change the shop's settings (`shop.settings`: owner and manager); other roles are told it is not theirs.
 */
export function PromosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('promos.title'));
  return (
    <StaffFrame title={t('promos.title')} allows={(permissions) => permissions.includes('shop.settings')}>
      <PromoCodesPanel />
    </StaffFrame>
  );
}
