import type { OrderStatus } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { type StatusTone, statusTone } from '../order-status-tone';

/** Dark text on a pale fill: every pair is above 4.5:1. */
const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/30',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  red: 'bg-red-100 text-red-800 ring-red-600/30',
  blue: 'bg-sky-100 text-sky-900 ring-sky-600/30',
  orange: 'bg-orange-100 text-orange-900 ring-orange-600/30',
  violet: 'bg-violet-100 text-violet-900 ring-violet-600/30',
  teal: 'bg-teal-100 text-teal-900 ring-teal-600/30',
};

/** The order's status in words, coloured by how it is going. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  return (
    <span
      data-tone={tone}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-bold whitespace-nowrap ring-1 ring-inset ${TONE_CLASSES[tone]}`}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {t(`orderStatus.${status}`)}
    </span>
  );
}
