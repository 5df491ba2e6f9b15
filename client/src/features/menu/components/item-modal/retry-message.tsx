import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../../components/ui/button';
import { InlineError } from '../../../../components/ui/inline-error';

/** A failed lookup's short message and a Retry button, disabled while the retry runs. */
export function RetryMessage({ message, busy, onRetry }: { message: string; busy: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <InlineError>{message}</InlineError>
      <Button variant="secondary" size="sm" disabled={busy} onClick={onRetry}>
        <RotateCcw aria-hidden="true" className={`size-4 ${busy ? 'animate-spin' : ''}`} />
        {t('menu.retry')}
      </Button>
    </div>
  );
}
