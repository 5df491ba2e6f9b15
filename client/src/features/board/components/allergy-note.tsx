import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The customer's allergy note, impossible to miss (docs/product/menu.md#allergens): a solid red
 * block with a warning sign and the word "Allergy" above the dishes, the same in both colour schemes.
 */
export function AllergyNote({ note }: { note: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('board.card.allergy')}
      data-allergy-note
      className="flex gap-3 rounded-xl bg-red-700 p-3 text-white ring-2 ring-red-900 wrap-anywhere"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-7 shrink-0" />
      <div className="min-w-0">
        <p className="text-sm font-extrabold tracking-wide uppercase">{t('board.card.allergy')}</p>
        <p className="text-lg leading-snug font-bold whitespace-pre-line">{note}</p>
      </div>
    </section>
  );
}
