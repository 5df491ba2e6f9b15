import { onLanguageChosen } from '../../lib/i18n';
import { useAuthStore } from '../../lib/session/auth-store';
import { fetchPreferences, putPreferences } from './api/preferences';

/**
 * When a signed-in customer switches the language (the top bar's EN | HU), their account follows,
 * so their mails come in the language they read the shop in. Best effort: a failure changes nothing
 * on the page (the account page shows and saves the language too). Registered once at start-up.
 */
export function syncAccountLanguage(): () => void {
  return onLanguageChosen((language) => {
    if (!useAuthStore.getState().isAuthenticated) return;
    void fetchPreferences()
      .then((stored) => (stored.language === language ? undefined : putPreferences({ ...stored, language })))
      .catch(() => undefined);
  });
}
