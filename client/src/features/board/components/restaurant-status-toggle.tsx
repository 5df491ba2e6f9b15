import { ADMIN_POLL_MS } from '@pizza/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useRestaurantStatus } from '../../restaurant';
import { useSetRestaurantOpen } from '../api/restaurant-status';
import { ShopControls } from './shop-controls';

/** How long a failed switch says so; the switch itself never moved. */
export const TOGGLE_ERROR_MS = 5000;

/**
 * The Opened/Closed switch of the staff top bar (docs/product/board.md): a click asks the server,
 * and the switch shows the new state only after it agreed. A failure leaves it as it was and says
 * so for a few seconds. Beside it, the shop controls (busy, pause, close until).
 */
export function RestaurantStatusToggle() {
  const { t } = useTranslation();
  const status = useRestaurantStatus({ pollMs: ADMIN_POLL_MS });
  const mutation = useSetRestaurantOpen();
  const { isError, reset } = mutation;

  useEffect(() => {
    if (!isError) return;
    const timer = setTimeout(reset, TOGGLE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [isError, reset]);

  if (!status.data) return null;
  // A pause sits on an open shop (it ends by itself, or with Resume now): the switch still shows Opened.
  const isOpen = status.data.isOpen || status.data.reason === 'paused';

  return (
    <div className="relative flex items-center gap-1 sm:gap-2">
      <ShopControls status={status.data} />
      <button
        type="button"
        role="switch"
        aria-checked={isOpen}
        aria-busy={mutation.isPending}
        onClick={() => !mutation.isPending && mutation.mutate(!isOpen)}
        className={`inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full py-1 pr-2.5 pl-1 text-sm font-bold sm:gap-2 sm:pr-3 sm:text-base ring-1 transition-colors aria-busy:cursor-progress aria-busy:opacity-70 ${
          isOpen ? 'bg-green-100 text-green-950 ring-green-300' : 'bg-brand-100 text-brand-900 ring-brand-300'
        }`}
      >
        <span className="sr-only">{t('board.restaurant.label')} </span>
        {/* On phones a narrower track leaves room for the word: colour alone must not carry the state. */}
        <span
          aria-hidden="true"
          className={`relative h-6 w-10 shrink-0 rounded-full transition-colors sm:h-7 sm:w-12 ${isOpen ? 'bg-basil' : 'bg-brand-solid'}`}
        >
          <span
            className={`absolute top-1 size-4 rounded-full bg-white shadow transition-all sm:size-5 ${isOpen ? 'left-5 sm:left-6' : 'left-1'}`}
          />
        </span>
        <span>{isOpen ? t('board.restaurant.opened') : t('board.restaurant.closed')}</span>
      </button>
      {isError && (
        <p
          role="alert"
          className="absolute top-full right-0 z-40 mt-2 w-64 rounded-xl bg-surface p-3 text-sm font-semibold text-brand-800 shadow-card-hover"
        >
          {t('board.restaurant.failed')}
        </p>
      )}
    </div>
  );
}
