import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { CloseButton } from '../../../components/ui/close-button';
import { useAuthStore } from '../../../lib/session/auth-store';
import { cameFromAccountDeletion } from '../account-deleted';
import { useForgetSession } from '../api/my-data';

/**
 * On the home page right after an erasure: forgets the session (its token is worthless now, and
 * nothing cached of the account stays) and says the account is gone.
 */
export function AccountDeletedNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const arrived = cameFromAccountDeletion(location);
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const forgetSession = useForgetSession();
  useEffect(() => {
    if (arrived && signedIn) forgetSession();
  }, [arrived, signedIn, forgetSession]);
  if (dismissed || !arrived) return null;
  return (
    <div role="status" className={`flex items-start gap-3 rounded-2xl border border-basil/30 bg-basil/10 p-4 text-leaf ${className}`}>
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex-1">
        <p className="font-bold">{t('accountDeleted.title')}</p>
        <p className="text-sm">{t('accountDeleted.body')}</p>
      </div>
      <CloseButton label={t('accountDeleted.dismiss')} onClick={() => setDismissed(true)} />
    </div>
  );
}
