import type { MenuItem, Size } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const TOGGLE_SIZES = ['MEDIUM', 'LARGE'] as const satisfies readonly Size[];

interface SizeToggleProps {
  value: Size;
  onChange: (size: Size) => void;
  /** Each size's item: undefined while it loads, null when the product has no such size. */
  variants: Record<(typeof TOGGLE_SIZES)[number], MenuItem | null | undefined>;
  /** Whether a size is sold out now: disabled with "Sold out today". */
  soldOut?: (size: Size) => boolean;
  /** The words for a sold-out size ("Sold out today", "Sold out until 18:00"). */
  soldOutText?: (size: Size) => string;
}

/** Medium | Large as a radio group; a size the product lacks, or sold out, is disabled with a hint. */
export function SizeToggle({ value, onChange, variants, soldOut = () => false, soldOutText }: SizeToggleProps) {
  const { t } = useTranslation();
  const name = useId();
  const missing = TOGGLE_SIZES.filter((size) => variants[size] === null);
  const gone = TOGGLE_SIZES.filter((size) => variants[size] !== null && soldOut(size));
  // Every size sold out: the footer says it once, instead of a line per size.
  const allGone = gone.length === TOGGLE_SIZES.length - missing.length;

  return (
    <fieldset>
      <legend className="mb-2 font-display text-lg font-bold">{t('itemModal.size')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-cream-200 p-1">
        {TOGGLE_SIZES.map((size) => (
          <label
            key={size}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-full font-semibold text-ink-muted transition-colors has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:line-through has-disabled:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${soldOut(size) ? 'line-through opacity-60' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              disabled={variants[size] === null || (soldOut(size) && value !== size)}
              aria-describedby={soldOut(size) ? `${name}-${size}-sold-out` : undefined}
              onChange={() => onChange(size)}
              className="sr-only"
            />
            {t(`sizes.${size}`)}
            {soldOut(size) && <span className="sr-only"> ({t('soldOut.badge')})</span>}
          </label>
        ))}
      </div>
      {missing.map((size) => (
        <p key={size} className="mt-2 text-sm text-ink-muted">
          {t('itemModal.sizeUnavailable', { size: t(`sizes.${size}`) })}
        </p>
      ))}
      {!allGone &&
        gone.map((size) => (
          <p key={size} id={`${name}-${size}-sold-out`} className="mt-2 text-sm font-semibold text-ink">
            {t('itemModal.sizeSoldOut', { size: t(`sizes.${size}`), when: soldOutText?.(size) ?? t('soldOut.today') })}
          </p>
        ))}
    </fieldset>
  );
}
