import { useTranslation } from 'react-i18next';

import { AccountSettings, MyDataSection, MyRewardsSection } from '../../features/account';
import { addTranslations } from '../../lib/i18n';
import { accountSettingsResources } from '../../locales/account-settings-page';
import { CustomerPage } from '../layout/customer-page';

// This page's strings arrive with its code (see locales/account-settings-page.ts).
addTranslations(accountSettingsResources);

/** /account: the signed-in customer's settings (language of their mails, optional order mails) and their loyalty rewards and their data (download, delete). */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <CustomerPage title={t('account.title')}>
      <h1 className="mb-2 text-3xl font-extrabold sm:text-4xl">{t('account.title')}</h1>
      <p className="mb-6 text-ink-muted">{t('account.intro')}</p>
      <AccountSettings />
      <MyRewardsSection />
      <MyDataSection />
    </CustomerPage>
  );
}
