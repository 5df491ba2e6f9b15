import { QUANTITY_MAX_PER_LINE, QUANTITY_MIN } from '@pizza/shared';
import { useTranslation } from 'react-i18next';

import { QuantityControl } from '../../../../components/ui/quantity-control';
import { clampQuantity } from '../../item-pricing';

/** − quantity + for the item modal; starts at 1 and never goes below 1. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  const { t } = useTranslation();
  return (
    <QuantityControl
      value={value}
      label={t('itemModal.quantity')}
      decrease={{ label: t('itemModal.decrease'), disabled: value <= QUANTITY_MIN, onClick: () => onChange(clampQuantity(value - 1)) }}
      increase={{
        label: t('itemModal.increase'),
        disabled: value >= QUANTITY_MAX_PER_LINE,
        onClick: () => onChange(clampQuantity(value + 1)),
      }}
    />
  );
}
