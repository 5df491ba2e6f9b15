import { ORDER_TYPES, type OrderType } from '@pizza/shared';
import { Bike, Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<OrderType, typeof Bike> = { DELIVERY: Bike, PICKUP: Store };

interface OrderTypeToggleProps {
  value: OrderType;
  onChange: (orderType: OrderType) => void;
  disabled?: boolean;
}

/** Delivery / Pickup as one radio group (arrow keys move between them), drawn as a segmented switch. */
export function OrderTypeToggle({ value, onChange, disabled = false }: OrderTypeToggleProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-full bg-cream-200 p-1" disabled={disabled}>
      <legend className="sr-only">{t('checkout.orderType')}</legend>
      {ORDER_TYPES.map((orderType) => {
        const Icon = ICONS[orderType];
        return (
          <label
            key={orderType}
            className="relative flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full font-bold text-ink-muted transition-colors has-checked:bg-surface has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-3 has-focus-visible:outline-accent-500 has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name="order-type"
              value={orderType}
              checked={value === orderType}
              onChange={() => onChange(orderType)}
              // Transparent over the whole segment: the real control is what a click (or a test) hits.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
            />
            <Icon aria-hidden="true" className="size-5" />
            {t(`checkout.orderTypes.${orderType}`)}
          </label>
        );
      })}
    </fieldset>
  );
}
