import { Ban, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { StreetSuggestion } from '../streets/street-source';

interface StreetOptionProps {
  id: string;
  suggestion: StreetSuggestion;
  /** Highlighted by the keyboard or the pointer (aria-activedescendant points here). */
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
}

/** One suggestion: the street, its zip and city, and a note when it lies outside the delivery zone. */
export function StreetOption({ id, suggestion, active, onHover, onChoose }: StreetOptionProps) {
  const { t } = useTranslation();
  const outside = suggestion.inZone === false;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the input, so choosing with a pointer does not first close the list.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      className="flex min-h-11 cursor-pointer items-start gap-3 px-4 py-2.5 aria-selected:bg-cream-100"
    >
      <MapPin aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${outside ? 'text-ink-muted/60' : 'text-brand-600'}`} />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold break-words">{suggestion.street}</span>
        {suggestion.area && <span className="text-sm text-ink-muted">{suggestion.area}</span>}
        {outside && (
          <span className="mt-0.5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            <Ban aria-hidden="true" className="size-3.5" />
            {t('address.street.outsideZone')}
          </span>
        )}
      </span>
    </li>
  );
}
