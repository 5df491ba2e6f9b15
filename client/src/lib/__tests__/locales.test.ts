import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { CATEGORIES } from '@pizza/shared';

import { resources } from '../../locales';
import { orderPagesResources } from '../../locales/order-pages';

/** Everything a visitor can see: the first download's catalogue plus the strings lazy pages add. */
const en = { ...resources.en.translation, ...orderPagesResources.en };
const hu = { ...resources.hu.translation, ...orderPagesResources.hu };
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

/** Keys the code asks for: literal t('a.b') calls plus the keys built from category names. */
function usedKeys(): string[] {
  const code = sourceFiles(SRC).map((file) => readFileSync(file, 'utf8'));
  const literal = code.flatMap((text) => [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] as string));
  return [...literal, ...CATEGORIES.flatMap((category) => [`categories.${category}.label`, `categories.${category}.short`])];
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

  it('when a page adds its strings later, then they never redefine a namespace of the first download', () => {
    const eager = Object.keys(resources.en.translation);
    expect(Object.keys(orderPagesResources.en).filter((namespace) => eager.includes(namespace))).toEqual([]);
  });

  it('when a Hungarian entry is present, then it is not left empty', () => {
    const empty = keysOf(hu).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hu);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
