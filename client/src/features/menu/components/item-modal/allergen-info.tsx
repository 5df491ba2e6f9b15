import { type Allergen, ALLERGEN_NAMES, ALLERGENS, allergenNumber, isLanguage, sortAllergens } from '@pizza/shared';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the law asks before a purchase at a distance (docs/product/menu.md#allergens): the dish's
 * allergens in words in the reader's language, each with its Annex number, and a legend of all 14
 * numbers (closed by default) so the codes on the cards, the cart and a receipt can be read.
 * The names live in this lazily loaded window, not in the home page's first download.
 */
export function AllergenInfo({ allergens }: { allergens: readonly Allergen[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const present = new Set(allergens);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-display text-lg font-bold">
        {t('itemModal.allergens.title')}
      </h3>
      {allergens.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {sortAllergens(allergens).map((allergen) => (
            <li
              key={allergen}
              className="inline-flex items-center gap-1.5 rounded-full bg-cream-100 py-0.5 pr-3 pl-0.5 text-sm font-semibold"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-6 items-center justify-center rounded-full bg-ink text-xs font-bold text-cream-50 tabular-nums"
              >
                {allergenNumber(allergen)}
              </span>
              {ALLERGEN_NAMES[allergen][language]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('itemModal.allergens.none')}</p>
      )}
      <details className="group rounded-xl border border-cream-200">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-bold [&::-webkit-details-marker]:hidden">
          <span className="flex-1">{t('itemModal.allergens.legend')}</span>
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-cream-200 px-3 pt-2 pb-3 text-sm">
          <p className="mb-2 text-ink-muted">{t('itemModal.allergens.legendIntro')}</p>
          <ol className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {ALLERGENS.map((allergen) => (
              <li key={allergen} className={`flex gap-2 ${present.has(allergen) ? 'font-bold' : ''}`}>
                <span className="w-5 shrink-0 text-right tabular-nums">{allergenNumber(allergen)}</span>
                <span>{ALLERGEN_NAMES[allergen][language]}</span>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-ink-muted">{t('itemModal.allergens.ask')}</p>
        </div>
      </details>
    </section>
  );
}
