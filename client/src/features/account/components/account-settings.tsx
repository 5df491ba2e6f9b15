import type { AccountPreferences } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { usePreferences } from '../api/preferences';
import { PreferencesForm } from './preferences-form';

/**
 * The customer's account settings (/account): the language of their mails and the two optional
 * mails. Loading, a load failure with Retry, then the form.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  if (preferences.data) return <PreferencesForm stored={preferences.data satisfies AccountPreferences} />;
  if (preferences.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        <p className="font-semibold">{t('account.loadFailed')}</p>
        <Button variant="secondary" size="sm" disabled={preferences.isFetching} onClick={() => void preferences.refetch()}>
          {t('account.retry')}
        </Button>
      </div>
    );
  return <Spinner label={t('account.loading')} className="flex justify-center py-12" />;
}
