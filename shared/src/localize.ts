import type { MenuItemTranslations, NameTranslations } from './schemas/menu';

/*
 * What a customer, a cook or a mail reads of a menu entry, in the reader's language: the
 * translation when there is one, else the English original (the menu's own language). One place,
 * so the menu, cart, checkout, orders, the board and the mails never disagree on it.
 */

interface Named {
  name: string;
  translations?: NameTranslations | MenuItemTranslations;
}

interface Described extends Named {
  description: string;
  translations?: MenuItemTranslations;
}

function translationOf<T>(translations: { hu?: T } | undefined, language: string): T | undefined {
  return language === 'hu' ? translations?.hu : undefined;
}

/** The entry's name in `language` ('hu' or anything else, which means English). */
export function localizedName(entry: Named, language: string): string {
  return translationOf<{ name: string }>(entry.translations, language)?.name || entry.name;
}

/** A dish's description in `language`. */
export function localizedDescription(entry: Described, language: string): string {
  return translationOf(entry.translations, language)?.description || entry.description;
}

/** Translations as a database may hand them back: missing levels, nulls, an empty sub-document. */
type StoredTranslations = { hu?: { name?: string | null } | null } | null | undefined;

/**
 * `{ translations }` with only the names (what a cart line and an order keep of a dish or an add-on),
 * or `{}` when there is no name to keep, ready to spread into an answer.
 */
export function withNameTranslations(stored: StoredTranslations): { translations?: NameTranslations } {
  const name = stored?.hu?.name;
  return name ? { translations: { hu: { name } } } : {};
}
