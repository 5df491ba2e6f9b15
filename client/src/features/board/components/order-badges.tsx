import type { OrderStatus, OrderType } from '@pizza/shared';
import { Bike, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Delivery and pickup differ in colour, icon and word, so no one has to rely on colour alone. */
const typeStyles: Record<OrderType, { className: string; Icon: typeof Bike }> = {
  DELIVERY: { className: 'bg-sky-700 text-white', Icon: Bike },
  PICKUP: { className: 'bg-violet-700 text-white', Icon: ShoppingBag },
};

export function OrderTypeBadge({ type }: { type: OrderType }) {
  const { t } = useTranslation();
  const { className, Icon } = typeStyles[type];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-bold ${className}`}>
      <Icon aria-hidden="true" className="size-5" />
      {t(`board.orderType.${type}`)}
    </span>
  );
}

const statusStyles: Record<OrderStatus, string> = {
  PENDING: 'bg-stone-200 text-stone-900',
  PLACED: 'bg-brand-600 text-white',
  PREPARING: 'bg-amber-100 text-amber-950 ring-1 ring-amber-300',
  OUT_FOR_DELIVERY: 'bg-teal-100 text-teal-950 ring-1 ring-teal-300',
  READY_FOR_PICKUP: 'bg-teal-100 text-teal-950 ring-1 ring-teal-300',
  DELIVERED: 'bg-green-100 text-green-950 ring-1 ring-green-300',
  COMPLETED: 'bg-green-100 text-green-950 ring-1 ring-green-300',
  CANCELLED: 'bg-stone-200 text-stone-900 ring-1 ring-stone-300',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-bold tracking-wide uppercase ${statusStyles[status]}`}>
      {t(`board.status.${status}`)}
    </span>
  );
}
