import type { MenuItem, Size } from '@pizza/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export const TOGGLE_SIZES = ['MEDIUM', 'LARGE'] as const satisfies readonly Size[];

interface SizeToggleProps {
  value: Size;
  onChange: (size: Size) => void;
  /** Each size's item: undefined while it loads, null when the product has no such size. */
  variants: Record<(typeof TOGGLE_SIZES)[number], MenuItem | null | undefined>;
}

/** Medium | Large as a radio group; a size the product lacks is disabled with a hint. */
export function SizeToggle({ value, onChange, variants }: SizeToggleProps) {
  const { t } = useTranslation();
  const name = useId();
  const missing = TOGGLE_SIZES.filter((size) => variants[size] === null);

  return (
    <fieldset>
      <legend className="mb-2 font-display text-lg font-bold">{t('itemModal.size')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-full bg-cream-200 p-1">
        {TOGGLE_SIZES.map((size) => (
          <label
            key={size}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-full font-semibold text-ink-muted transition-colors has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:line-through has-disabled:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500"
          >
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              disabled={variants[size] === null}
              onChange={() => onChange(size)}
              className="sr-only"
            />
            {t(`sizes.${size}`)}
          </label>
        ))}
      </div>
      {missing.map((size) => (
        <p key={size} className="mt-2 text-sm text-ink-muted">
          {t('itemModal.sizeUnavailable', { size: t(`sizes.${size}`) })}
        </p>
      ))}
    </fieldset>
  );
}
