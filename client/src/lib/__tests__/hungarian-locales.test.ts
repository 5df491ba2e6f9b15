import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { HU_MESSAGES, MAIL_COPY } from '@pizza/shared';

/*
 * Hungarian leftovers that once reached the Hungarian shop: English quotation marks (“…”, where
 * Hungarian writes „…”), straight double quotes, and English words a translator left in place.
 */

const HU_DIR = join(__dirname, '../../locales/hu');

function leaves(node: unknown, path: string): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const huStrings: Array<[string, string]> = readdirSync(HU_DIR)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => leaves(JSON.parse(readFileSync(join(HU_DIR, file), 'utf8')), file.replace('.json', '')));

/** Words that are English, never Hungarian (checked as whole words, any case). */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'please',
  'order',
  'orders',
  'verify',
  'otp',
  'addons',
  'add-ons',
  'choose',
  'total',
  'cart',
  'checkout',
  'loading',
  'sorry',
  'delivery',
  'pickup',
  'error',
];
const englishWord = new RegExp(`(?<![\\p{L}-])(${ENGLISH_WORDS.join('|')})(?![\\p{L}-])`, 'iu');

/** The text a reader sees: i18next placeholders and their formats ('{{sequence, orderNumber}}') are not words. */
const readable = (value: string) => value.replace(/\{\{[^}]*\}\}|\{\w+\}/g, '');

describe('the Hungarian catalogues', () => {
  it('quote the Hungarian way („…”), never with “…” or straight double quotes', () => {
    const wrong = huStrings.filter(([, value]) => /[“"]/.test(readable(value))).map(([key, value]) => `${key}: ${value}`);
    expect(wrong).toEqual([]);
  });

  it('leave no obvious English word behind', () => {
    const english = huStrings.filter(([, value]) => englishWord.test(readable(value))).map(([key, value]) => `${key}: ${value}`);
    expect(english).toEqual([]);
  });

  it("write the order number the Hungarian way ('#0003', not '#Order-0003')", () => {
    const sequenceKeys = huStrings.filter(([, value]) => value.includes('{{sequence'));
    expect(sequenceKeys.length).toBeGreaterThan(0);
    expect(sequenceKeys.filter(([, value]) => !value.includes('{{sequence, orderNumber}}')).map(([key]) => key)).toEqual([]);
  });

  it("hold for the server's Hungarian messages and mails too", () => {
    const texts = [
      ...Object.values(HU_MESSAGES),
      ...leaves(
        JSON.parse(JSON.stringify(MAIL_COPY.hu, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value))),
        '',
      ).map(([, value]) => value),
    ];
    expect(texts.filter((text) => /“/.test(text) || /"/.test(readable(text)))).toEqual([]);
  });
});
