import type { Order } from '@pizza/shared';
import { Printer } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { useTicketStore } from './ticket-store';

/**
 * Prints this order alone as a kitchen ticket: the ticket is put on the page (flushSync, so it is
 * there before the dialog opens) and the browser's print dialog opens; the print stylesheet shows
 * nothing but the ticket (index.css, "kitchen ticket"). Sits in a container (@container) that decides
 * whether its word fits beside the order number.
 */
export function PrintButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const show = useTicketStore((state) => state.show);
  const print = () => {
    flushSync(() => show(order));
    window.print();
  };
  return (
    <button
      type="button"
      onClick={print}
      aria-label={t('board.print.buttonLabel', { sequence: order.orderSequence })}
      title={t('board.print.buttonLabel', { sequence: order.orderSequence })}
      className="inline-flex min-h-11 min-w-11 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-full border-2 border-ink/20 bg-surface px-2.5 text-base @sm:px-3 font-semibold text-ink hover:bg-cream-100"
    >
      <Printer aria-hidden="true" className="size-5" />
      {/* In a narrow card the icon alone (the name and the tooltip still say it), so the order number keeps its line. */}
      <span className="sr-only @sm:not-sr-only">{t('board.print.button')}</span>
    </button>
  );
}
