import type { Language } from '../language';
import { formatMessage, type MessageParams, placeholdersOf } from './format';
import { HU_MESSAGES } from './hu';

/*
 * The server's messages to people, in every language the shop speaks. The English text is the
 * message id (what the code writes, with `{placeholders}` for values); shared/src/messages/hu/
 * holds the Hungarian of each. Unknown messages pass through in English.
 */

interface CompiledTemplate {
  id: string;
  names: string[];
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let compiled: CompiledTemplate[] | undefined;

/** Templates with placeholders, as patterns that recognise an English message already filled in. */
function templates(): CompiledTemplate[] {
  compiled ??= Object.keys(HU_MESSAGES)
    .filter((id) => placeholdersOf(id).length > 0)
    .map((id) => ({
      id,
      names: placeholdersOf(id),
      pattern: new RegExp(
        `^${id
          .split(/\{\w+\}/)
          .map(escape)
          .join('(.+?)')}$`,
        's',
      ),
    }))
    // The most specific (longest fixed text) first, so a general template never shadows it.
    .sort((a, b) => b.id.replace(/\{\w+\}/g, '').length - a.id.replace(/\{\w+\}/g, '').length);
  return compiled;
}

/** A value found in a filled-in message that is itself a catalogue entry (a settings label) is translated with it. */
function translatable(value: string): MessageParams[string] {
  const hu = HU_MESSAGES[value];
  return hu ? { en: value, hu } : value;
}

/** The message id and params of an English message: itself, or a template it fills in. */
export function identifyMessage(english: string): { id: string; params?: MessageParams } | undefined {
  if (english in HU_MESSAGES) return { id: english };
  for (const { id, names, pattern } of templates()) {
    const match = pattern.exec(english);
    if (match) return { id, params: Object.fromEntries(names.map((name, i) => [name, translatable(match[i + 1]!)])) };
  }
  return undefined;
}

/** Whether the catalogue has `language`'s text of this message id (English always). */
export function hasTranslation(id: string, language: Language): boolean {
  return language === 'en' || id in HU_MESSAGES;
}

/**
 * A message in `language`: `message` is an id (with `params`) or an English message already filled
 * in (a zod message, a shared helper's sentence), recognised by its template. Falls back to English.
 */
export function translateMessage(message: string, language: Language, params?: MessageParams): string {
  if (language === 'en') return formatMessage(message, params, 'en');
  const known = params ? { id: message, params } : identifyMessage(message);
  const translated = known && HU_MESSAGES[known.id];
  return translated ? formatMessage(translated, known.params, language) : formatMessage(message, params, 'en');
}

/** Whether a received message (in any language) is this message id: clients branch on it language-proof. */
export function isMessage(received: string, id: string): boolean {
  if (received === id || received === HU_MESSAGES[id]) return true;
  const known = identifyMessage(received) ?? identifyTranslated(received);
  return known?.id === id;
}

/** The id of a message received in Hungarian (templates included). */
function identifyTranslated(received: string): { id: string } | undefined {
  for (const [id, hu] of Object.entries(HU_MESSAGES)) {
    if (hu === received) return { id };
    if (!hu.includes('{')) continue;
    const pattern = new RegExp(
      `^${hu
        .split(/\{\w+\}/)
        .map(escape)
        .join('(.+?)')}$`,
      's',
    );
    if (pattern.test(received)) return { id };
  }
  return undefined;
}
