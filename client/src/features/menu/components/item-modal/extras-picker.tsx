import type { Extra } from '@pizza/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AllergenCodes } from '../../../../components/ui/allergen-codes';
import { Spinner } from '../../../../components/ui/spinner';
import { useLocaleFormat } from '../../../../lib/use-locale-format';
import { useExtras } from '../../api/get-menu-item';
import { offeredExtras } from '../../item-pricing';
import { failedLookup } from './failed-lookup';
import { RetryMessage } from './retry-message';

interface ExtrasPickerProps {
  chosen: readonly string[];
  onToggle: (extraId: string) => void;
  /** The add-ons this dish offers (its `extraIds`), in the order the restaurant gave them. */
  offered: readonly string[];
}

/** One add-on; a sold-out one is disabled and says so instead of its price. */
function ExtraOption({ extra, checked, onToggle }: { extra: Extra; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { money, name } = useLocaleFormat();
  const soldOut = !extra.available;
  return (
    <li>
      <label
        className={`flex min-h-11 items-center gap-3 rounded-xl px-3 ${soldOut ? 'cursor-not-allowed text-ink-muted' : 'cursor-pointer hover:bg-cream-100'}`}
      >
        <input
          type="checkbox"
          checked={checked && !soldOut}
          disabled={soldOut}
          onChange={onToggle}
          className="size-5 shrink-0 accent-brand-600"
        />
        <span className="flex flex-1 flex-col">
          <span className={soldOut ? 'line-through' : ''}>{name(extra)}</span>
          <AllergenCodes as="span" allergens={extra.allergens} />
        </span>
        {soldOut ? (
          <span className="rounded-full bg-cream-200 px-2.5 py-0.5 text-sm font-semibold text-ink">{t('itemModal.soldOutAddOn')}</span>
        ) : (
          <span className="font-semibold text-ink-muted tabular-nums">+{money(extra.price)}</span>
        )}
      </label>
    </li>
  );
}

/** 'Choose add-ons': an expandable list of the dish's add-ons with their allergens; each ticked one adds its price. */
export function ExtrasPicker({ chosen, onToggle, offered }: ExtrasPickerProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(chosen.length > 0);
  const listId = useId();
  const extrasQuery = useExtras(true);
  const { data: extras, refetch } = extrasQuery;
  const { failed, retrying } = failedLookup(extrasQuery);

  return (
    <div className="rounded-2xl border border-cream-200 bg-surface">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className="flex min-h-12 w-full cursor-pointer items-center gap-2 rounded-2xl px-4 text-left font-display text-lg font-bold"
      >
        <span className="flex-1">{t('itemModal.chooseAddOns')}</span>
        {chosen.length > 0 && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-700">
            {t('itemModal.chosenCount', { count: chosen.length })}
          </span>
        )}
        <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!expanded} className="border-t border-cream-200 p-2">
        {extrasQuery.isPending && !failed && <Spinner label={t('itemModal.loadingAddOns')} className="p-3" />}
        {failed && (
          <div className="p-3">
            <RetryMessage message={t('itemModal.addOnsError')} busy={retrying} onRetry={() => void refetch()} />
          </div>
        )}
        {extras && (
          <ul className="flex flex-col">
            {offeredExtras(extras, offered).map((extra) => (
              <ExtraOption key={extra.id} extra={extra} checked={chosen.includes(extra.id)} onToggle={() => onToggle(extra.id)} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
