import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { soldOutText } from '../../../lib/sold-out';
import { useRestaurantStatus } from '../../restaurant';

/** "Sold out today" or "Sold out until 18:00" for a sold-out end, in the reader's language. */
export function useSoldOutText(): (until: string | undefined) => string {
  const { t } = useTranslation();
  const nextOpening = useRestaurantStatus().data?.nextOpening;
  return useCallback((until) => soldOutText(t, until, new Date(), nextOpening), [t, nextOpening]);
}
