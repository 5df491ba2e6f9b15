/** The translation catalogues as i18next resources; en and hu keep the same keys (locales.test.ts). */
import en from './en/translation.json';
import hu from './hu/translation.json';

export const resources = {
  en: { translation: en },
  hu: { translation: hu },
} as const;
