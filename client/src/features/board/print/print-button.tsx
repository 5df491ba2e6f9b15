import type { Order } from '@pizza/shared';
import { Printer } from 'lucide-react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { useTicketStore } from './ticket-store';

/**
 * Prints this order alone as a kitchen ticket: the ticket is put on the page (flushSync, so it is
 * there before the dialog opens) and the browser's print dialog opens; the print stylesheet shows
 * nothing but the ticket (index.css, "kitchen ticket").
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
      className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border-2 border-ink/20 bg-white px-3 text-base font-semibold text-ink hover:bg-cream-100"
    >
      <Printer aria-hidden="true" className="size-5" />
      {t('board.print.button')}
    </button>
  );
}
