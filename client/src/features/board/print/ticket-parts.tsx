import { type Allergen, allergenCodes, allergenNumber, allergenWords, isLanguage, type Order, sortAllergens } from '@pizza/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAddressText } from '../../../lib/use-address-text';
import { useLocaleFormat } from '../../../lib/use-locale-format';
import { formatPhone } from '../components/order-customer';

/** A part of the ticket under a dashed rule, as a receipt printer draws it. */
function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="mt-[2mm] border-t border-dashed border-black pt-[2mm]">
      {children}
    </section>
  );
}

/** What to make: quantity, dish and size, each add-on on its own line, the customer's note boxed. */
export function TicketLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { money, name } = useLocaleFormat();
  return (
    <Part label={t('board.card.items')}>
      <ul className="flex flex-col gap-[1.5mm]">
        {order.orderItems.map((item) => (
          <li key={item.id}>
            <p className="flex justify-between gap-[2mm] text-[11pt] font-bold">
              <span>
                {item.quantity}× {name(item)}
                {item.size !== 'REGULAR' && ` · ${t(`sizes.${item.size}`)}`}
              </span>
              <span className="shrink-0 font-normal tabular-nums">{money(item.pricePerItem * item.quantity)}</span>
            </p>
            {item.extras.map((extra, index) => (
              <p key={extra.id ?? `${extra.name}-${index}`} className="pl-[4mm]">
                + {name(extra)}
              </p>
            ))}
            {item.allergens && item.allergens.length > 0 && (
              <p className="pl-[4mm] font-semibold">{t('board.print.allergens', { codes: allergenCodes(item.allergens) })}</p>
            )}
            {item.instructions && (
              <p className="mt-[0.5mm] border border-black px-[1mm] font-semibold whitespace-pre-line">
                {t('board.card.instructions')} {item.instructions}
              </p>
            )}
          </li>
        ))}
      </ul>
    </Part>
  );
}

/**
 * The customer's allergy note inverted (white on black, so it survives a thermal printer) above the
 * dishes, and the legend of the allergen codes the ticket uses (docs/product/menu.md#allergens).
 */
export function TicketAllergyNote({ note }: { note: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-[2mm] bg-black p-[1.5mm] text-[11pt] font-bold whitespace-pre-line text-white [print-color-adjust:exact]">
      <span className="block text-[12pt] font-extrabold uppercase">⚠ {t('board.card.allergy')}</span>
      {note}
    </p>
  );
}

export function TicketAllergenLegend({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const used = sortAllergens(order.orderItems.flatMap((item): Allergen[] => item.allergens ?? []));
  if (used.length === 0) return null;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <p className="mt-[1mm] text-[8pt]">
      {t('board.print.legend')} {used.map((allergen) => `${allergenNumber(allergen)} ${allergenWords([allergen], language)}`).join(' · ')}
    </p>
  );
}

/** Who ordered, their phone, and for a delivery the address with the details and the note. */
export function TicketCustomer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const addressText = useAddressText();
  const shown = order.address && addressText(order.address);
  return (
    <Part label={t('board.card.customer')}>
      <p className="font-bold">{order.user.name}</p>
      <p className="tabular-nums">{formatPhone(order.user.phone)}</p>
      {shown && (
        <>
          <p className="mt-[1mm] text-[11pt] font-bold">{shown.street}</p>
          {shown.details.length > 0 && <p>{shown.details.join(' · ')}</p>}
          {shown.note && <p className="italic whitespace-pre-line">{t('board.print.note', { note: shown.note })}</p>}
        </>
      )}
      {order.leaveAtDoor && <p className="font-bold">{t('board.card.leaveAtDoor')}</p>}
    </Part>
  );
}

function MoneyRow({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  const { money } = useLocaleFormat();
  return (
    <div className={`flex justify-between gap-[2mm] ${strong ? 'text-[13pt] font-extrabold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{money(amount)}</dd>
    </div>
  );
}

/** The items, each fee the order has (in checkout's order), the amount to collect and how it is paid. */
export function TicketMoney({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fees = [
    ['board.print.bottleDeposit', order.bottleDepositFee],
    ['board.print.serviceFee', order.serviceFee],
    ['board.print.deliveryFee', order.deliveryFee],
  ] as const;
  return (
    <Part label={t('board.card.paymentLabel')}>
      <dl>
        <MoneyRow label={t('board.print.items')} amount={order.totalCartAmount} />
        {fees
          .filter(([, amount]) => amount > 0)
          .map(([key, amount]) => (
            <MoneyRow key={key} label={t(key)} amount={amount} />
          ))}
        <MoneyRow label={t('board.card.total')} amount={order.totalPrice} strong />
        <div className="flex justify-between gap-[2mm] font-bold">
          <dt>{t('board.card.paymentLabel')}</dt>
          <dd>{t(`board.payment.${order.paymentMethod}`)}</dd>
        </div>
      </dl>
    </Part>
  );
}
