import type { Language } from '../language';

/**
 * A value put into a message: a number or text the same in every language (an order number, an
 * item's English name), or one text per language (when the shop opens: "today at 18:00" /
 * "ma 18:00-kor").
 */
export type MessageParam = string | number | Readonly<Record<Language, string>>;
export type MessageParams = Readonly<Record<string, MessageParam>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names of a message template, in order: `{name} is sold out` -> ['name']. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

function paramText(value: MessageParam | undefined, language: Language): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'object' ? value[language] : String(value);
}

/** Fills `{name}` placeholders with the params in `language`; a placeholder without a param stays as written. */
export function formatMessage(template: string, params: MessageParams | undefined, language: Language = 'en'): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => paramText(params[name], language) ?? whole);
}
