import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { CloseButton } from '../../../components/ui/close-button';
import { cameFromAccountDeletion } from '../account-deleted';

/** On the home page right after an erasure: the account is gone and the person is signed out. */
export function AccountDeletedNotice({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !cameFromAccountDeletion(location)) return null;
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
