import { PROMO_LIMITS } from '@pizza/shared';
import { AlertCircle, TicketPercent } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import type { PromoCodeState } from '../hooks/use-promo-code';

interface PromoCodeFieldProps {
  promo: PromoCodeState;
  /** The code the quote on screen is priced with (its discount line is in the breakdown below). */
  appliedCode: string | undefined;
  /** A quote with the code is on its way. */
  applying: boolean;
  disabled: boolean;
}

/**
 * "Promo code" in the summary (docs/product/promo-codes.md#at-checkout): type a code, Apply (or
 * Enter) asks for a quote with it; an applied code can be removed; a refused one shows the server's
 * sentence (already in the reader's language) under the field, announced, with the code left for editing.
 */
export function PromoCodeField({ promo, appliedCode, applying, disabled }: PromoCodeFieldProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = useId();
  const refusal = promo.refusal ? errorText(promo.refusal) : undefined;
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        promo.apply();
      }}
    >
      <label htmlFor={`${id}-code`} className="flex items-center gap-2 font-bold">
        <TicketPercent aria-hidden="true" className="size-5 text-brand-700" />
        {t('checkout.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="promoCode"
          value={promo.input}
          onChange={(event) => promo.setInput(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={PROMO_LIMITS.codeMax}
          disabled={disabled}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${id}-status`}
          className={`${inputClasses} min-w-0 flex-1 font-mono tracking-wider uppercase`}
        />
        <Button
          type="submit"
          variant="secondary"
          className="min-h-12 shrink-0"
          disabled={disabled || applying || promo.input.trim() === ''}
          aria-busy={applying || undefined}
        >
          {applying ? t('checkout.promo.applying') : t('checkout.promo.apply')}
        </Button>
      </div>
      <div id={`${id}-status`} aria-live="polite" data-testid="promo-status">
        {refusal && (
          <p className="flex items-start gap-1.5 text-sm font-semibold text-brand-700" data-testid="promo-refusal">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{refusal}</span>
          </p>
        )}
        {appliedCode && !refusal && (
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm font-semibold text-leaf">
            <span>{t('checkout.promo.applied', { code: appliedCode })}</span>
            <button
              type="button"
              onClick={promo.remove}
              disabled={disabled}
              className="min-h-9 cursor-pointer font-bold text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:cursor-not-allowed"
            >
              {t('checkout.promo.remove')}
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
