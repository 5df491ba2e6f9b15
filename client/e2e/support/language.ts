/**
 * Checks for the two languages of the shop: no English left on a Hungarian screen (the interface
 * strings of every catalogue and the menu data), and one money format per language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { MenuItem } from '@pizza/shared';
import type { Page } from 'playwright-core';

import { call } from './api';

const LOCALES = resolve(__dirname, '../../src/locales');

function leaves(node: unknown, path: string[] = []): Array<[string, string]> {
  if (typeof node === 'string') return [[path.join('.'), node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, [...path, key]));
}

function catalogue(language: 'en' | 'hu'): Map<string, string> {
  const dir = join(LOCALES, language);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return new Map(files.flatMap((file) => leaves(JSON.parse(readFileSync(join(dir, file), 'utf8')))));
}

/**
 * English interface sentences and words that Hungarian says differently, without their
 * {{placeholders}} (the fixed text around them is checked), at least four letters long so a
 * fragment never matches inside a Hungarian word by chance.
 */
export function englishOnlyStrings(): string[] {
  const [en, hu] = [catalogue('en'), catalogue('hu')];
  // A word the Hungarian interface itself shows is not English on a Hungarian page (the language
  // switch names English in English; the legal editor's "English" tab is "Angol").
  const shownInHungarian = new Set(hu.values());
  const fragments = [...en]
    .filter(([key, value]) => hu.get(key) !== value && !shownInHungarian.has(value))
    .flatMap(([, value]) => value.split(/\{\{[^}]+\}\}/))
    .map((fragment) => fragment.trim().replace(/^[^\p{L}]+|[^\p{L}.!?…]+$/gu, ''))
    .filter((fragment) => /\p{L}{4,}/u.test(fragment));
  return [...new Set(fragments)];
}

/** The menu's English names and descriptions that differ from their Hungarian text. */
export async function englishMenuTexts(): Promise<{ names: string[]; descriptions: string[] }> {
  const categories = ['PIZZA', 'DRINKS', 'BURGER', 'FRIES_NUGGETS', 'CALZONE'];
  const items = (await Promise.all(categories.map((c) => call<MenuItem[]>('GET', `/api/menuItem/get/category/${c}`, undefined)))).flat();
  const names = items.filter((item) => item.translations?.hu && item.translations.hu.name !== item.name).map((item) => item.name);
  const descriptions = items
    .filter((item) => item.translations?.hu && item.translations.hu.description !== item.description)
    .map((item) => item.description);
  return { names: [...new Set(names)], descriptions: [...new Set(descriptions)] };
}

/**
 * English found on the page: interface strings (as whole words) anywhere in the visible text, and
 * the menu's English names as the whole text of an element (a Hungarian name may contain an English
 * one, 'Kebabos' holds 'Kebab'), its descriptions anywhere.
 */
export async function englishOnPage(page: Page, menu: { names: string[]; descriptions: string[] }): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const elementTexts = new Set(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((element) => element.children.length === 0)
        .map((element) => (element as HTMLElement).innerText?.trim() ?? ''),
    ),
  );
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const interfaceHits = englishOnlyStrings().filter((english) =>
    new RegExp(`(^|[^\\p{L}])${escape(english)}($|[^\\p{L}])`, 'u').test(text),
  );
  const nameHits = menu.names.filter((name) => elementTexts.has(name));
  const descriptionHits = menu.descriptions.filter((description) => text.includes(description));
  const moneyHits = /\bHUF\b/.test(text) ? ['HUF'] : [];
  return [...interfaceHits, ...nameHits, ...descriptionHits, ...moneyHits];
}

/**
 * Amounts on the page that break the language's one format: Hungarian '10 798 Ft' (every amount of
 * four digits or more grouped, no 'HUF'), English 'HUF 10,798' (no 'Ft', no '10798 HUF').
 */
export async function offFormatAmounts(page: Page, language: 'en' | 'hu'): Promise<string[]> {
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\u00a0|\u202f/g, ' ');
  if (language === 'hu') {
    return [...(text.match(/\bHUF\s?[\d,.]+|\b\d{4,}\s?Ft\b/g) ?? [])];
  }
  return [...(text.match(/\b[\d\s]+\s?Ft\b|\b\d+\s?HUF\b|\bHUF \d{4,}\b/g) ?? [])];
}

/** How many amounts the page shows in the language's format (a check that there is something to check). */
export async function amountsInFormat(page: Page, language: 'en' | 'hu'): Promise<number> {
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\u00a0|\u202f/g, ' ');
  const format = language === 'hu' ? /\b\d{1,3}(?: \d{3})* Ft\b/g : /\bHUF \d{1,3}(?:,\d{3})*\b/g;
  return text.match(format)?.length ?? 0;
}
