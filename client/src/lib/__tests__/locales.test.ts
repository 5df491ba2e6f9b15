import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { CATEGORIES } from '@pizza/shared';

import { resources } from '../../locales';

const en = resources.en.translation;
const hu = resources.hu.translation;
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

/** Keys the code asks for: literal t('a.b') calls plus the keys built from categories and page names. */
function usedKeys(): string[] {
  const code = sourceFiles(SRC).map((file) => readFileSync(file, 'utf8'));
  const literal = code.flatMap((text) => [...text.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1] as string));
  const pages = code.flatMap((text) => [...text.matchAll(/<ComingSoonPage page="(\w+)"/g)].map((match) => match[1] as string));
  return [
    ...literal,
    ...CATEGORIES.flatMap((category) => [`categories.${category}.label`, `categories.${category}.short`]),
    ...pages.flatMap((page) => [`pages.${page}.title`, `pages.${page}.description`]),
  ];
}

describe('translation catalogues', () => {
  it('when a key exists in English, then Hungarian has it too (and no extra ones)', () => {
    expect(keysOf(hu).sort()).toEqual(keysOf(en).sort());
  });

  it('when the code uses a key, then the English catalogue defines it', () => {
    const defined = new Set(keysOf(en));
    expect(usedKeys().filter((key) => !defined.has(key))).toEqual([]);
  });

  it('when a Hungarian entry is present, then it is not left empty', () => {
    const empty = keysOf(hu).filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], hu);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
