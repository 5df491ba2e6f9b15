import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { anchorsOf } from './docs-links';

/**
 * The checks behind comment-citations.test.ts: code cites the repository's own docs, never a
 * document a maintainer does not have (the first version's SPEC and DESIGN) nor an issue number,
 * and every `docs/….md#anchor` it cites exists.
 */

/** Citations of what a maintainer of the repository cannot open. */
const FOREIGN_CITATIONS: readonly RegExp[] = [/\b(?:SPEC|DESIGN) sections? \d/, /\b[Ii]ssues? #?\d+\b/];

/** A cited doc: `docs/` (or a package README) up to `.md`, with an optional `#anchor`. */
const DOC_CITATION = /\b((?:docs\/[\w./-]+|packages\/[\w-]+\/README)\.md)(?:#([\w-]+))?/g;

const SOURCE = /\.(?:ts|tsx|mjs|cjs|js|css)$/;

/** The checkers' own tests: they feed the checks broken citations and links on purpose. */
const CHECKER_TESTS = new Set(['server/src/__tests__/comment-citations.test.ts', 'server/src/__tests__/docs-links.test.ts']);

/** The repository's source files (git-tracked), relative to `root`. */
export function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules/') && !CHECKER_TESTS.has(file));
}

/** Each foreign citation in `files`, as 'file:line: text'. */
export function foreignCitations(root: string, files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (FOREIGN_CITATIONS.some((pattern) => pattern.test(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

/** Each cited doc or anchor in `files` that does not exist, as 'file: target'. */
export function brokenDocCitations(root: string, files: string[]): string[] {
  const broken: string[] = [];
  const anchors = new Map<string, Set<string>>();
  for (const file of files) {
    for (const [, doc, anchor] of readFileSync(path.join(root, file), 'utf8').matchAll(DOC_CITATION)) {
      const target = path.join(root, doc!);
      if (!existsSync(target)) {
        broken.push(`${file}: ${doc}`);
        continue;
      }
      if (!anchor) continue;
      if (!anchors.has(doc!)) anchors.set(doc!, anchorsOf(readFileSync(target, 'utf8')));
      if (!anchors.get(doc!)!.has(anchor)) broken.push(`${file}: ${doc}#${anchor}`);
    }
  }
  return broken;
}
