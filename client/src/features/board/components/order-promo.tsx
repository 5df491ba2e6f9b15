import type { AppliedPromo } from '@pizza/shared';
import { TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useLocaleFormat } from '../../../lib/use-locale-format';

/** "Code LUNCH20 −1 200 Ft": the code an order was placed with and what it took off (docs/product/promo-codes.md). */
export function usePromoText(): (promo: AppliedPromo) => string {
  const { t } = useTranslation();
  const { money } = useLocaleFormat();
  return (promo) => t('board.card.promo', { code: promo.code, amount: money(promo.discount) });
}

/** The discount line above an order's total; nothing when the order has no code. */
export function OrderPromo({ promo, className = '' }: { promo: AppliedPromo | undefined; className?: string }) {
  const promoText = usePromoText();
  if (!promo) return null;
  return (
    // The words in ink: green text falls under 4.5:1 on an escalated (red-tinted) card; the icon keeps the colour.
    <p data-testid="order-promo" className={`flex items-center gap-1.5 font-semibold text-ink ${className}`}>
      <TicketPercent aria-hidden="true" className="size-4 shrink-0 text-leaf" />
      <span className="tabular-nums">{promoText(promo)}</span>
    </p>
  );
}
