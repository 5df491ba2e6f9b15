import type { Address } from '@pizza/shared';
import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { buttonClasses } from '../../../components/ui/button';
import { iconButtonClasses } from '../../../components/ui/icon-button';
import { InlineError } from '../../../components/ui/inline-error';
import { useDeleteAddress } from '../api/delete-address';

/**
 * The bin in a card's corner and its confirmation: 'Delete this address?' with Delete and Keep
 * right in the card. Keep (the safe answer) takes the focus; closing returns it to the bin.
 */
export function DeleteAddress({ address, onDeleted }: { address: Address; onDeleted: () => void }) {
  const { t } = useTranslation();
  const questionId = useId();
  const mutation = useDeleteAddress();
  const [confirming, setConfirming] = useState(false);
  const binRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  const keep = () => {
    setConfirming(false);
    mutation.reset();
    binRef.current?.focus();
  };

  return (
    <>
      <button
        ref={binRef}
        type="button"
        aria-label={t('address.card.delete', { street: address.street, building: address.buildingName })}
        aria-expanded={confirming}
        onClick={() => setConfirming(true)}
        className={`${iconButtonClasses} absolute top-2 right-2 text-ink-muted hover:text-brand-700`}
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      {confirming && (
        <div role="group" aria-labelledby={questionId} className="flex flex-col gap-3 border-t border-cream-200 px-5 py-4">
          <p id={questionId} className="font-semibold text-ink">
            {t('address.card.confirmDelete')}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              onClick={() => mutation.mutate(address.addressId, { onSuccess: onDeleted })}
              className={buttonClasses('primary')}
            >
              {mutation.isPending ? t('address.card.deleting') : t('address.card.confirmDeleteYes')}
            </button>
            <button ref={keepRef} type="button" disabled={mutation.isPending} onClick={keep} className={buttonClasses('secondary')}>
              {t('address.card.keep')}
            </button>
          </div>
          {mutation.isError && <InlineError>{t('address.card.deleteError')}</InlineError>}
        </div>
      )}
    </>
  );
}
