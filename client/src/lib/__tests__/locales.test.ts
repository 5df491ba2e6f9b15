import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { CATEGORIES, EVENT_TYPES } from '@pizza/shared';

import { resources } from '../../locales';
import { catalogues, cores, pageBundles } from '../../test/catalogues';

/** Everything a visitor can see: the first download's catalogue plus the strings lazy pages add. */
const { en, hu } = catalogues;
const SRC = join(__dirname, '../..');

function keysOf(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys the code asks for: literal t('a.b') calls plus the keys built from category names and event types. */
function usedKeys(): string[] {
  const code = sourceFiles(SRC).map((file) => readFileSync(file, 'utf8'));
  const literal = code.flatMap((text) => [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] as string));
  return [
    ...literal,
    ...CATEGORIES.flatMap((category) => [`categories.${category}.label`, `categories.${category}.short`]),
    // The webhook form names every event type (create-webhook-form.tsx).
    ...EVENT_TYPES.map((type) => `integrations.webhooks.eventTypeNames.${type}`),
  ];
}

describe('translation catalogues', () => {
  it('when a key exists in English, then Hungarian has it too (and no extra ones)', () => {
    expect(keysOf(hu).sort()).toEqual(keysOf(en).sort());
  });

  it('when the code uses a key, then the English catalogue defines it', () => {
    const defined = new Set(keysOf(en));
    // A key with a count may exist only as its i18next plural forms (key_one, key_other).
    expect(usedKeys().filter((key) => !defined.has(key) && !defined.has(`${key}_other`))).toEqual([]);
  });

  it('when a page adds its strings later, then they never redefine a namespace of the first download or of another page', () => {
    const seen = new Set(Object.keys(cores.en));
    for (const bundle of pageBundles) {
      expect(Object.keys(bundle.en).filter((namespace) => seen.has(namespace))).toEqual([]);
      expect(Object.keys(bundle.hu).sort()).toEqual(Object.keys(bundle.en).sort());
      for (const namespace of Object.keys(bundle.en)) seen.add(namespace);
    }
  });

  it('when the home page first loads, then only the English core catalogue is in its download', () => {
    expect(Object.keys(resources)).toEqual(['en']);
    expect(resources.en.translation).toBe(cores.en);
  });

  it('when a Hungarian entry is present, then it is not left empty', () => {
    const empty = keysOf(hu).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hu);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
