import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { API_ERROR_FALLBACK_MESSAGE, ApiError } from './api';

/**
 * What a customer reads when a call fails: the server's own sentence, alone (no "Checkout error: "
 * in front of it), or, when the server could not be reached or said nothing readable,
 * a sentence in the shop's language about the connection.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.status > 0 && error.message !== API_ERROR_FALLBACK_MESSAGE
        ? error.message
        : t('errors.connection'),
    [t],
  );
}
