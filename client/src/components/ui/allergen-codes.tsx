import { type Allergen, allergenNumber, allergenWords, isLanguage, sortAllergens } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

interface AllergenCodesProps {
  allergens: readonly Allergen[];
  /** The id a control names in aria-describedby (a card's button reads the allergens with the dish). */
  id?: string;
  className?: string;
  /** 'span' inside phrasing content (a checkbox's label). */
  as?: 'p' | 'span';
  /** Larger, for the kitchen's board read from a step away. */
  large?: boolean;
}

/**
 * The compact allergen codes of a dish or a line (docs/product/menu.md#allergens): the Annex II
 * numbers as small chips ("Allergens 1 7"), which eyes read beside the legend, while a screen
 * reader hears the names ("Contains: Cereals containing gluten, Milk"). A mouse shows the names too.
 * Nothing at all for a dish without allergens: "no codes" must not read like "not declared".
 */
export function AllergenCodes({ allergens, id, className = '', as: Tag = 'p', large = false }: AllergenCodesProps) {
  const { t, i18n } = useTranslation();
  if (allergens.length === 0) return null;
  const words = allergenWords(allergens, isLanguage(i18n.language) ? i18n.language : 'en');
  return (
    <Tag id={id} title={words} className={`flex flex-wrap items-center gap-1 text-ink-muted ${large ? 'text-sm' : 'text-xs'} ${className}`}>
      <span aria-hidden="true" className="mr-0.5 font-semibold">
        {t('allergens.short')}
      </span>
      {sortAllergens(allergens).map((allergen) => (
        <span
          key={allergen}
          aria-hidden="true"
          className={`inline-flex items-center justify-center rounded-full bg-cream-200 px-1 font-bold text-ink tabular-nums ${large ? 'h-6 min-w-6' : 'h-5 min-w-5'}`}
        >
          {allergenNumber(allergen)}
        </span>
      ))}
      <span className="sr-only">{t('allergens.contains', { allergens: words })}</span>
    </Tag>
  );
}
