import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Language, type LegalDocumentKind, RETENTION_DAYS, type RetentionItem } from '@pizza/shared';

import { REPO_ROOT } from '../../lib/paths';

/*
 * The demo's texts of the legal pages (docs/product/legal.md#placeholders), Markdown files beside
 * this one. They are read from the repository root rather than beside the compiled bundle, as the
 * client's images are (lib/paths.ts). The privacy notice's retention periods are written as
 * `{{retention.<item>}}` and filled from RETENTION_DAYS, so the text states what the nightly job does.
 */

export const PLACEHOLDERS_DIR = path.join(REPO_ROOT, 'server', 'src', 'modules', 'legal', 'placeholders');

const TOKEN = /\{\{retention\.(\w+)\}\}/g;

/** A period as a person reads it: whole years where it is a whole number of years, else days. */
export function retentionPeriod(days: number, language: Language): string {
  const years = days >= 365 && days % 365 === 0 ? days / 365 : undefined;
  if (language === 'hu') return years !== undefined ? `${years} év` : `${days} nap`;
  if (years !== undefined) return years === 1 ? '1 year' : `${years} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

const isRetentionItem = (name: string): name is RetentionItem => name in RETENTION_DAYS;

/** Fills every `{{retention.<item>}}`; an unknown item is a mistake in the text, found at seed time. */
export function fillRetention(markdown: string, language: Language): string {
  return markdown.replace(TOKEN, (_token, item: string) => {
    if (!isRetentionItem(item)) throw new Error(`unknown retention period {{retention.${item}}} in a legal placeholder`);
    return retentionPeriod(RETENTION_DAYS[item], language);
  });
}

/** The placeholder of one document in both languages, ready to store. */
export function placeholderText(document: LegalDocumentKind): { en: string; hu: string } {
  const read = (language: Language) =>
    fillRetention(readFileSync(path.join(PLACEHOLDERS_DIR, `${document}.${language}.md`), 'utf8'), language);
  return { en: read('en'), hu: read('hu') };
}
