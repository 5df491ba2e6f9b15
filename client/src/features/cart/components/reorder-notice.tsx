import type { ReorderSkip } from '@pizza/shared';
import { RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';
import { useReorderNoticeStore } from '../stores/reorder-notice-store';

/** 'Tiramisu (sold out or no longer on the menu)', 'Pepperoni (large; sold out …)', 'Margarita (large) without Extra cheese'. */
function useSkipText(): (skip: ReorderSkip) => string {
  const { t } = useTranslation();
  const { name } = useLocaleFormat();
  const dishLabel = (dish: NonNullable<ReorderSkip['dish']>, size: string) =>
    size === 'REGULAR' ? name(dish) : `${name(dish)} (${t(`sizes.${size}`, { defaultValue: size }).toLocaleLowerCase()})`;
  return (skip) => {
    const named = name(skip);
    if (skip.what === 'extra' && skip.dish) return t('reorder.extraOf', { dish: dishLabel(skip.dish, skip.size), extra: named });
    if (skip.what === 'extra') return t('reorder.extra', { extra: named });
    if (skip.size === 'REGULAR') return t('reorder.line', { item: named });
    return t('reorder.lineSized', { item: named, size: t(`sizes.${skip.size}`, { defaultValue: skip.size }).toLocaleLowerCase() });
  };
}

/**
 * After "Order again" (docs/product/promo-codes.md#order-again): one sentence at the top of the cart
 * saying how many lines went in, whether today's prices differ from then, and what was left out.
 * A status region, so it is read out when the drawer opens with it; dismissable.
 */
export function ReorderNoticeBanner() {
  const { t } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  const skipText = useSkipText();
  const { notice, dismiss } = useReorderNoticeStore();
  if (!notice) return null;
  const { result, orderSequence } = notice;
  const sentences = [t('reorder.added', { count: result.added, order: orderNumber(orderSequence) })];
  if (result.totalThen !== result.totalNow)
    sentences.push(t('reorder.pricesChanged', { then: money(result.totalThen), now: money(result.totalNow) }));
  if (result.skipped.length > 0) sentences.push(t('reorder.leftOut', { items: result.skipped.map(skipText).join('; ') }));
  return (
    <div
      role="status"
      data-testid="reorder-notice"
      className="mt-4 flex items-start gap-2.5 rounded-2xl bg-cream-100 p-3 text-sm font-semibold text-ink ring-1 ring-cream-300"
    >
      <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p className="min-w-0 flex-1">{sentences.join(' ')}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('reorder.dismiss')}
        className="-m-1.5 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-muted hover:bg-cream-200 hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
