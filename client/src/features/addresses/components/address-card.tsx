import type { Address } from '@pizza/shared';
import { ArrowRight, CheckCircle2, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { InlineError } from '../../../components/ui/inline-error';
import { useAddressText } from '../../../lib/use-address-text';
import { DeleteAddress } from './delete-address';

interface AddressCardProps {
  address: Address;
  onSelect: () => void;
  /** This card's select call is running. */
  selecting: boolean;
  /** Another card's select call is running. */
  disabled: boolean;
  selectFailed: boolean;
  onDeleted: () => void;
}

/** Street and number with postcode and city, then what was given of floor, apartment and intercom, then the note. */
function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { street, details, note } = useAddressText()(address);
  return (
    <>
      <span className="font-display text-lg leading-snug font-bold break-words">{street}</span>
      {details.length > 0 && <span className="break-words">{details.join(' · ')}</span>}
      {note && <span className="line-clamp-2 break-words italic">{t('quoted', { text: note })}</span>}
    </>
  );
}

/**
 * One saved address. The card itself is the choice ('deliver here', then checkout); the delete
 * control sits beside it, outside the button. The selected card says so in words and with a check
 * mark, not by colour alone.
 */
export function AddressCard({ address, onSelect, selecting, disabled, selectFailed, onDeleted }: AddressCardProps) {
  const { t } = useTranslation();
  const selectedLook = address.selected
    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
    : 'border-cream-200 bg-surface hover:border-brand-300';
  return (
    <li className={`relative flex flex-col rounded-2xl border-2 shadow-card transition-colors ${selectedLook}`}>
      <button
        type="button"
        onClick={onSelect}
        disabled={disabled || selecting}
        aria-busy={selecting || undefined}
        className="flex min-h-11 w-full flex-1 cursor-pointer flex-col items-start gap-1 rounded-2xl p-5 pr-16 text-left text-ink-muted disabled:cursor-not-allowed [&>span:first-child]:text-ink"
      >
        <AddressLines address={address} />
        <span className="mt-auto inline-flex items-center gap-1.5 pt-3 text-sm font-bold">
          {selecting ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-brand-600" />
              <span className="text-ink">{t('address.card.selecting')}</span>
            </>
          ) : address.selected ? (
            <>
              <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" />
              <span className="text-brand-800">{t('address.card.selected')}</span>
            </>
          ) : (
            <>
              <span className="text-brand-700">{t('address.card.deliverHere')}</span>
              <ArrowRight aria-hidden="true" className="size-4 text-brand-700" />
            </>
          )}
        </span>
      </button>
      {selectFailed && (
        <div className="px-5 pb-4">
          <InlineError>{t('address.card.selectError')}</InlineError>
        </div>
      )}
      <DeleteAddress address={address} onDeleted={onDeleted} />
    </li>
  );
}
