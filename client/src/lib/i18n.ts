/**
 * i18next set up once for the whole app. English (SPEC's exact strings) is the default and the
 * fallback; Hungarian is switchable. Both catalogues are bundled: they are small, and loading
 * them synchronously means the first paint is already in the right language. Pages that load
 * later bring their own strings (addTranslations), so those stay out of the first download.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { env } from '../config/env';
import { SUPPORTED_LANGUAGES, type Language } from '../config/languages';
import { resources } from '../locales';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export function isSupportedLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/** A visitor's earlier choice wins over the deployment default. */
export function detectInitialLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isSupportedLanguage(stored) ? stored : env.defaultLanguage;
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources,
  lng: detectInitialLanguage(),
  fallbackLng: 'en',
  supportedLngs: SUPPORTED_LANGUAGES,
  initAsync: false,
  // React already escapes rendered text.
  interpolation: { escapeValue: false },
});
syncDocumentLanguage(i18n.language);

i18n.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
  writeStorage(STORAGE_KEYS.language, language);
});

export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

/**
 * Adds the strings of a page that loads later (lazy routes keep theirs out of the first download).
 * Idempotent: adding the same bundle again changes nothing.
 */
export function addTranslations(bundles: Record<Language, object>): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, 'translation', bundles[language], true, true);
  }
}

export { i18n };
