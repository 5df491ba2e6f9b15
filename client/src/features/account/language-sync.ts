import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { onLanguageChosen } from '../../lib/i18n';
import { useAuthStore } from '../../lib/session/auth-store';
import { fetchPreferences, preferencesKey, putPreferences } from './api/preferences';

/**
 * When a signed-in customer switches the language (the top bar's EN | HU), their account follows,
 * so their mails come in the language they read the shop in; the saved preferences replace the
 * cached ones (an open account page shows the new language). Best effort: a failure changes nothing
 * on the page (the account page shows and saves the language too). Used once, by the root layout.
 */
export function useAccountLanguageSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLanguageChosen((language) => {
        const { isAuthenticated, email } = useAuthStore.getState();
        if (!isAuthenticated) return;
        void fetchPreferences()
          .then(async (stored) => {
            const saved = stored.language === language ? stored : await putPreferences({ ...stored, language });
            queryClient.setQueryData(preferencesKey(email), saved);
          })
          .catch(() => undefined);
      }),
    [queryClient],
  );
}
