/**
 * The first download's catalogue: the English strings of the home page and the shell (English is
 * the default and the fallback). Hungarian arrives with `loadCoreCatalogue('hu')` only for visitors
 * who read it, and every lazy page brings its own strings in both languages (order-pages.ts...).
 * en and hu keep the same keys (locales.test.ts).
 */
import type { Language } from '../config/languages';
import en from './en/translation.json';

export const resources = { en: { translation: en } } as const;

/** The core catalogue of a language; English is already in `resources`. */
export async function loadCoreCatalogue(language: Language): Promise<object> {
  return language === 'en' ? en : (await import('./hu/translation.json')).default;
}
