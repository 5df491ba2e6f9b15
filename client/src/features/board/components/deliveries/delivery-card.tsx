import type { Order } from '@pizza/shared';
import { Check, Wallet } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { actionButton } from '../../../../components/ui/confirm-step';
import { InlineError } from '../../../../components/ui/inline-error';
import { useLocaleFormat } from '../../../../lib/use-locale-format';
import { useStatusChange } from '../../hooks/use-status-change';
import { OrderCustomer } from '../order-customer';
import { UndoBar } from '../undo-bar';

/**
 * One order on the road, for a courier's phone: the number, who and where (the phone a tap away,
 * the address with its maps link and the customer's note), the money to collect and how, and one
 * big Delivered button. Delivered waits out the board's Undo window before it is sent, so a slip
 * of the thumb is taken back with one more tap.
 */
export function DeliveryCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { money, orderNumber } = useLocaleFormat();
  const headingId = useId();
  const { change, awaitingUndo, undo, isPending, failed } = useStatusChange(order);
  const deliveredRef = useRef<HTMLButtonElement>(null);

  // When the Undo bar goes (undone), the focus comes back to Delivered rather than getting lost.
  const hadUndo = useRef(false);
  useEffect(() => {
    if (awaitingUndo) hadUndo.current = true;
    else if (hadUndo.current) {
      hadUndo.current = false;
      if (document.activeElement === document.body) deliveredRef.current?.focus();
    }
  }, [awaitingUndo]);

  return (
    <article
      aria-labelledby={headingId}
      data-order-id={order.orderId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl bg-surface p-4 shadow-card ring-1 ring-ink/10 sm:p-5"
    >
      <h3 id={headingId} className="text-3xl leading-tight font-extrabold tracking-tight tabular-nums">
        {orderNumber(order.orderSequence)}
      </h3>

      <OrderCustomer order={order} />

      <div className="flex items-center justify-between gap-3 rounded-xl bg-accent-200/60 p-3 ring-1 ring-accent-600/40">
        <span className="inline-flex items-center gap-2 font-bold">
          <Wallet aria-hidden="true" className="size-5 shrink-0" />
          {t('deliveries.collect')} · {t(order.paymentMethod === 'CARD' ? 'deliveries.collectCard' : 'deliveries.collectCash')}
        </span>
        <span className="text-2xl font-extrabold tabular-nums">{money(order.totalPrice)}</span>
      </div>

      {awaitingUndo ? (
        <UndoBar sequence={order.orderSequence} status={awaitingUndo} onUndo={undo} />
      ) : (
        <div className="flex flex-col gap-2">
          <button
            ref={deliveredRef}
            type="button"
            onClick={() => change('DELIVERED')}
            disabled={isPending}
            aria-label={t('deliveries.markDelivered', { sequence: order.orderSequence })}
            className={`${actionButton} min-h-14 bg-green-700 text-lg text-white hover:bg-green-800 disabled:opacity-60`}
          >
            <Check aria-hidden="true" className="size-6" />
            {isPending ? t('deliveries.saving') : t('deliveries.delivered')}
          </button>
          {failed && <InlineError>{t('deliveries.failed')}</InlineError>}
        </div>
      )}
    </article>
  );
}
