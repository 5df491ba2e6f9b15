import { estimateOf, invoiceLine, type Order, orderNumberText, RESTAURANT_PROFILE_DEFAULTS } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { formatDateTime } from '../order-time';
import { TicketAllergenLegend, TicketAllergyNote, TicketCustomer, TicketLines, TicketMoney } from './ticket-parts';

/**
 * One order as a kitchen ticket, for an 80 mm receipt printer (72 mm of print) or any paper: the
 * number and the service large, when it was placed (and is due), the allergy note inverted, every
 * line with its add-ons, allergen codes and note (the codes' legend under them), who and where, the money and how it is paid. Black on white, sizes in points; shown only
 * in print (index.css).
 */
export function KitchenTicket({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const estimate = estimateOf(order);
  return (
    <article
      data-kitchen-ticket={order.orderId}
      lang={i18n.language}
      className="kitchen-ticket hidden w-[72mm] max-w-full bg-white font-sans text-[10pt] leading-snug text-black wrap-anywhere print:block"
    >
      <p className="text-center text-[9pt] font-semibold">
        {RESTAURANT_PROFILE_DEFAULTS.name} · {t('board.print.title')}
      </p>
      <h1 className="text-center text-[20pt] leading-tight font-extrabold">{orderNumberText(order.orderSequence, i18n.language)}</h1>
      <p className="mt-[1mm] bg-black py-[1mm] text-center text-[14pt] font-extrabold text-white [print-color-adjust:exact]">
        {t(`board.orderType.${order.orderType}`)}
      </p>
      <p className="mt-[1mm]">{t('board.print.placed', { time: formatDateTime(order.createdAt, i18n.language) })}</p>
      {estimate && (
        <p className="font-bold">
          {t(order.orderType === 'PICKUP' ? 'board.print.readyBy' : 'board.print.deliverBy', {
            time: formatDateTime(estimate, i18n.language),
          })}
        </p>
      )}
      {order.allergyNote && <TicketAllergyNote note={order.allergyNote} />}
      <TicketLines order={order} />
      <TicketAllergenLegend order={order} />
      <TicketCustomer order={order} />
      {/* Whoever packs the order puts the invoice in the bag (docs/product/ordering.md#invoice). */}
      {order.invoice && <p className="mt-[1mm] font-bold">{t('board.print.invoice', { details: invoiceLine(order.invoice) })}</p>}
      <TicketMoney order={order} />
    </article>
  );
}
