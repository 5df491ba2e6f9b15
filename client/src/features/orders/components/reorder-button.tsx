import type { Order } from '@pizza/shared';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-controls';
import { useErrorText } from '../../../lib/use-error-text';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { showReorderInCart } from '../../cart';
import { useReorder } from '../api/reorder';

/**
 * "Order again" (docs/product/promo-codes.md#order-again): the order's lines go into the cart, which
 * opens with one sentence of what went in. When nothing can be ordered now, the customer stays here
 * and is told so; a failure is said in the server's words.
 */
export function ReorderButton({ order, className = '' }: { order: Order; className?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { orderNumber } = useLocaleFormat();
  const reorder = useReorder(order.orderId);
  const nothing = reorder.data?.added === 0;
  const run = () =>
    reorder.mutate(undefined, {
      onSuccess: (result) => {
        if (result.added > 0) showReorderInCart(result, order.orderSequence);
      },
    });
  return (
    <div className={`flex flex-col items-start gap-2 ${className}`}>
      <Button
        variant="secondary"
        size="sm"
        className="min-h-11"
        onClick={run}
        disabled={reorder.isPending}
        aria-busy={reorder.isPending || undefined}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        {reorder.isPending ? t('orders.reorder.adding') : t('orders.reorder.button')}
      </Button>
      <div aria-live="polite" className="empty:hidden">
        {nothing && (
          <p className="text-sm font-semibold text-brand-800" data-testid="reorder-nothing">
            {t('orders.reorder.nothing', { order: orderNumber(order.orderSequence) })}
          </p>
        )}
      </div>
      {reorder.isError && <FormAlert message={errorText(reorder.error)} />}
    </div>
  );
}
