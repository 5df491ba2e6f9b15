/**
 * i18next set up once for the whole app. English (SPEC's exact strings) is the default and the
 * fallback, bundled with the first download; Hungarian is switchable and fetched when a visitor
 * reads it (a first visit follows the browser's languages, later ones the visitor's choice) (`prepareInitialLanguage` runs before the first paint, so that paint is already in
 * the right language). Pages that load later bring their own strings (addTranslations).
 */
import { orderNumberText } from '@pizza/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

import { env } from '../config/env';
import { SUPPORTED_LANGUAGES, type Language } from '../config/languages';
import { loadCoreCatalogue, resources } from '../locales';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

export function isSupportedLanguage(value: unknown): value is Language {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/** The first language the shop speaks among the browser's, in the visitor's order ('hu-HU' counts as 'hu'). */
function browserLanguage(): Language | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferred.map((tag) => tag?.toLowerCase().split('-')[0]).find(isSupportedLanguage);
}

/** A visitor's earlier choice, else the browser's language, else the deployment default. */
export function detectInitialLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isSupportedLanguage(stored)) return stored;
  return browserLanguage() ?? env.defaultLanguage;
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
// '{{sequence, orderNumber}}' in a string: the order number as the reader's language writes it.
i18n.services.formatter?.add('orderNumber', (value: string, language) => orderNumberText(value, language ?? 'en'));

i18n.on('languageChanged', syncDocumentLanguage);

export function currentLanguage(): Language {
  return isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
}

const loadedCores = new Set<Language>(['en']);

/** Makes sure a language's core strings are in i18next (a no-op for English and once loaded). */
async function loadLanguage(language: Language): Promise<void> {
  if (loadedCores.has(language)) return;
  // Deep merge, keeping what lazy pages already added for this language.
  i18n.addResourceBundle(language, 'translation', await loadCoreCatalogue(language), true, false);
  loadedCores.add(language);
}

/** Before the first paint: the initial language's strings are in place (fetched unless English). */
export async function prepareInitialLanguage(): Promise<void> {
  const language = detectInitialLanguage();
  if (loadedCores.has(language)) return;
  await loadLanguage(language);
  // Resolve the language again now that its strings exist.
  await i18n.changeLanguage(language);
}

const choiceListeners = new Set<(language: Language) => void>();

/** Calls `listener` after each choice of a language by the visitor (not the initial detection); returns the unsubscribe. */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}

/** The visitor's choice: applied, remembered for their next visit, and told to whoever listens (a signed-in customer's account). */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  writeStorage(STORAGE_KEYS.language, language);
  choiceListeners.forEach((listener) => listener(language));
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
