import { ALLERGY_NOTE_MAX_LENGTH } from '@pizza/shared';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { CharacterCount } from '../../../components/ui/character-count';
import type { CheckoutState } from '../hooks/use-checkout';
import { CheckoutSection } from './checkout-section';

/**
 * 'Allergies or intolerances' (optional): a note the kitchen sees highlighted on the order's card
 * and ticket (docs/product/menu.md#allergens). Its length limit is the server's, with a counter.
 */
export function AllergyNoteSection({ placement }: Pick<CheckoutState, 'placement'>) {
  const { t } = useTranslation();
  const id = useId();
  const value = placement.allergyNote;
  return (
    <CheckoutSection title={t('checkout.allergyNote.title')}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {t('checkout.allergyNote.label')}
      </label>
      <p id={`${id}-hint`} className="mb-2 flex gap-2 text-sm text-ink-muted">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('checkout.allergyNote.hint')}
      </p>
      <textarea
        id={id}
        name="allergyNote"
        rows={2}
        maxLength={ALLERGY_NOTE_MAX_LENGTH}
        value={value}
        disabled={placement.isPlacing}
        onChange={(event) => placement.setAllergyNote(event.target.value)}
        placeholder={t('checkout.allergyNote.placeholder')}
        aria-describedby={`${id}-hint ${id}-count`}
        className="w-full resize-y rounded-2xl border border-cream-300 bg-surface px-4 py-3 placeholder:text-ink-muted/80"
      />
      <CharacterCount id={`${id}-count`} length={value.length} max={ALLERGY_NOTE_MAX_LENGTH} />
    </CheckoutSection>
  );
}
