import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useRestaurantStatus } from '../api/restaurant-status';

/** While the restaurant is closed no customer can order: the board says so plainly, so it is never left closed by accident. */
export function ClosedBanner() {
  const { t } = useTranslation();
  const status = useRestaurantStatus();
  if (status.data?.isOpen !== false) return null;
  return (
    <p role="status" className="flex items-center gap-3 rounded-2xl bg-brand-700 px-4 py-3 text-lg font-bold text-white">
      <Store aria-hidden="true" className="size-6 shrink-0" />
      {t('board.restaurant.closedBanner')}
    </p>
  );
}
