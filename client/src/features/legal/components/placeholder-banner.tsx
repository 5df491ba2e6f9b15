import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A demo text, not the shop's own (docs/product/legal.md): said plainly above it. */
export function PlaceholderBanner() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-2xl border border-accent-400 bg-accent-400/15 px-4 py-3 text-sm font-semibold text-ink"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
      <span>{t('legal.placeholder')}</span>
    </p>
  );
}
