import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../lib/paths';
import { anchorsOf, brokenLinks, linksOf, markdownFiles, slugOf, tablePaths } from '../test/docs-links';

/*
 * The docs a newcomer reads stay true to the repository: every relative link and anchor of
 * README.md and docs/ resolves, every path of the "where is X" table exists, and the README stays
 * a front page (the rest lives under docs/).
 */

const README_MAX_LINES = 200;
const WHERE_IS_X = 'docs/architecture/where-is-x.md';

describe('the README and docs/', () => {
  it('when the README is read, then it has at most 200 lines', () => {
    const lines = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('when every relative link and anchor of README.md and docs/**/*.md is followed, then each resolves', () => {
    const files = markdownFiles(REPO_ROOT);
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/README.md', WHERE_IS_X]));
    expect(brokenLinks(REPO_ROOT, files)).toEqual([]);
  });

  it('when the "where is X" table names a repository path, then it exists', () => {
    const paths = tablePaths(readFileSync(path.join(REPO_ROOT, WHERE_IS_X), 'utf8'));
    expect(paths.length).toBeGreaterThanOrEqual(10);
    expect(paths.filter((relative) => !existsSync(path.join(REPO_ROOT, relative)))).toEqual([]);
  });
});

describe('the link check itself', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'docs-links-'));
    mkdirSync(path.join(root, 'docs', 'product'), { recursive: true });
    writeFileSync(path.join(root, 'docs', 'product', 'rules.md'), '# Rules\n\n## Order statuses\n\n## Order statuses\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('when a link names a missing file or heading, then the check names each one, and passes the good ones', () => {
    writeFileSync(
      path.join(root, 'README.md'),
      [
        '[good](docs/product/rules.md#order-statuses) and [repeated](docs/product/rules.md#order-statuses-1)',
        '[gone](docs/product/screens.md) and [renamed](docs/product/rules.md#statuses)',
        '[outside](https://example.com/x) `[in code](nowhere.md)`',
        '```md',
        '[in a block](nowhere.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(root, markdownFiles(root))).toEqual([
      'README.md: docs/product/screens.md (no such file)',
      'README.md: docs/product/rules.md#statuses (no such heading)',
    ]);
  });

  it('when a page links to a heading of its own, then only "#anchor" is needed', () => {
    writeFileSync(
      path.join(root, 'docs', 'product', 'index.md'),
      '# Index\n\nSee [below](#the-end) and [nothing](#nothing).\n\n## The end\n',
    );
    expect(brokenLinks(root, ['docs/product/index.md'])).toEqual(['docs/product/index.md: #nothing (no such heading)']);
  });
});

describe('GitHub anchors and links', () => {
  it.each([
    ['What `npm start` gives you', 'what-npm-start-gives-you'],
    ['Following an order (/orders/:orderId)', 'following-an-order-ordersorderid'],
    ['3 minutes, ring louder', '3-minutes-ring-louder'],
    ['Signing in locally: the emulator and the mailbox', 'signing-in-locally-the-emulator-and-the-mailbox'],
    ["The interface's language", 'the-interfaces-language'],
    ['Languages: English and Hungarian', 'languages-english-and-hungarian'],
  ])('when a heading reads %p, then its anchor is %p', (heading, slug) => {
    expect(slugOf(heading)).toBe(slug);
  });

  it('when headings repeat or sit in a code block, then the anchors are numbered and the block ignored', () => {
    expect([...anchorsOf('# A\n```bash\n# not a heading\n```\n## A\n## B')]).toEqual(['a', 'a-1', 'b']);
  });

  it('when a link text holds code or brackets, then its target is still found', () => {
    expect(linksOf('[`examples/x/`](../x/README.md) and ![shot](home.png) and [a [b] c](d.md "title")')).toEqual([
      '../x/README.md',
      'home.png',
      'd.md',
    ]);
  });

  it('when a table row names paths in backticks, then only the tokens with a slash count as paths', () => {
    expect(tablePaths('| Q | `shared/src/geo.ts` | `canTransition` | `shared/src/messages/hu/` |\n`not/in/a/table.ts`')).toEqual([
      'shared/src/geo.ts',
      'shared/src/messages/hu/',
    ]);
  });
});
