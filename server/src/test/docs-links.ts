import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The checks behind docs-links.test.ts: the relative links of the repository's Markdown, with
 * GitHub's anchor rules, so a moved file or a renamed heading breaks a test instead of a reader's
 * click.
 */

/** Markdown without its fenced code blocks: a `# comment` in a bash block is not a heading. */
function outsideFences(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown file offers; a repeated heading gets -1, -2, … as on GitHub. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of outsideFences(markdown)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The targets of the links and images of a Markdown text, inline code and code blocks left out. */
export function linksOf(markdown: string): string[] {
  const text = outsideFences(markdown)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  const links: string[] = [];
  for (const match of text.matchAll(/!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    links.push(match[1] ?? '');
  }
  return links;
}

/** README.md and every .md file under docs/, relative to the root. */
export function markdownFiles(root: string): string[] {
  const found = existsSync(path.join(root, 'README.md')) ? ['README.md'] : [];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) found.push(relative);
    }
  };
  walk('docs');
  return found.sort();
}

/** Each broken relative link of `files` (relative to `root`), as 'file: target (why)'. */
export function brokenLinks(root: string, files: string[]): string[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) anchorCache.set(file, (anchors = anchorsOf(readFileSync(file, 'utf8'))));
    return anchors;
  };
  const problems: string[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    for (const link of linksOf(readFileSync(absolute, 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:: not ours to check
      const [target = '', anchor] = link.split('#', 2);
      const resolved = target === '' ? absolute : path.resolve(path.dirname(absolute), decodeURIComponent(target));
      if (!resolved.startsWith(root) || !existsSync(resolved)) {
        problems.push(`${file}: ${link} (no such file)`);
      } else if (anchor !== undefined) {
        if (statSync(resolved).isDirectory() || !resolved.endsWith('.md'))
          problems.push(`${file}: ${link} (an anchor needs a Markdown file)`);
        else if (!anchorsIn(resolved).has(decodeURIComponent(anchor))) problems.push(`${file}: ${link} (no such heading)`);
      }
    }
  }
  return problems;
}

/** The paths written in backticks in the table rows of a Markdown text (a token with a slash). */
export function tablePaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const line of outsideFences(markdown)) {
    if (!line.trimStart().startsWith('|')) continue;
    for (const match of line.matchAll(/`([^`\s]+)`/g)) {
      const token = match[1] ?? '';
      if (/^[\w.@-]+\/[\w./@-]*$/.test(token)) paths.add(token);
    }
  }
  return [...paths];
}
