import type { Order } from '@pizza/shared';
import { DoorOpen, ExternalLink, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { directionsUrl } from '../../../components/layout/restaurant-links';
import { useAddressText } from '../../../lib/use-address-text';

/** 'tel:+36301234567': dialers want the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** '+36301234567' → '+36 30 123 4567' (Budapest: '+36 1 234 5678'), easier to read out; other numbers as they are. */
export function formatPhone(phone: string): string {
  const budapest = /^\+36(1)(\d{3})(\d{4})$/.exec(phone);
  const other = /^\+36(\d{2})(\d{3})(\d{4})$/.exec(phone);
  const parts = budapest ?? other;
  return parts ? `+36 ${parts.slice(1).join(' ')}` : phone;
}

/** Who ordered and, for a delivery, where it goes: what the courier and a calling cook need. */
export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const addressText = useAddressText();
  const { user, address } = order;
  const shown = address && addressText(address);
  return (
    <div className="flex flex-col gap-2 text-base">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="min-w-0 text-lg font-bold wrap-anywhere">{user.name}</span>
        <a
          href={telHref(user.phone)}
          aria-label={t('board.card.callCustomer', { name: user.name, phone: formatPhone(user.phone) })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <Phone aria-hidden="true" className="size-5" />
          <span className="tabular-nums">{formatPhone(user.phone)}</span>
        </a>
      </div>
      {address && shown && (
        <div className="rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200">
          <p className="sr-only">{t('board.card.address')}</p>
          <div className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-800" />
            <div className="min-w-0 wrap-anywhere">
              <p className="text-lg leading-snug font-bold">{shown.street}</p>
              {shown.details.length > 0 && <p className="font-semibold">{shown.details.join(' · ')}</p>}
              {shown.note && <p className="mt-1 whitespace-pre-line italic">{t('quoted', { text: shown.note })}</p>}
              <a
                href={directionsUrl(address.latitude, address.longitude)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-bold text-sky-900 underline underline-offset-2"
              >
                {t('board.card.openMaps')}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('board.card.newTab')}</span>
              </a>
            </div>
          </div>
        </div>
      )}
      {order.leaveAtDoor && (
        <p className="inline-flex items-center gap-2 self-start rounded-full bg-accent-300 px-3 py-1 font-bold text-night">
          <DoorOpen aria-hidden="true" className="size-5" />
          {t('board.card.leaveAtDoor')}
        </p>
      )}
    </div>
  );
}
