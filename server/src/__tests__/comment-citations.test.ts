import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../lib/paths';
import { brokenDocCitations, foreignCitations, sourceFiles } from '../test/comment-citations';

/*
 * Code comments cite docs in the repository or explain why: no "SPEC section N", "DESIGN section N"
 * or issue number, and every docs/ page and anchor a comment cites exists.
 */

describe('citations in the code', () => {
  const files = sourceFiles(REPO_ROOT);

  it('when every source file is read, then none cites SPEC, DESIGN or an issue number', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(foreignCitations(REPO_ROOT, files)).toEqual([]);
  });

  it('when a comment cites a docs page or anchor, then it exists', () => {
    expect(brokenDocCitations(REPO_ROOT, files)).toEqual([]);
  });
});

describe('the citation check itself', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'citations-'));
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs/rules.md'), '# Rules\n\n## Money and fees\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('when comments cite SPEC, DESIGN or an issue, then each line is reported', () => {
    writeFileSync(
      path.join(root, 'a.ts'),
      [
        '// fine: explains why',
        '/** The rule of SPEC section 4. */',
        ' * as DESIGN section 6 says',
        '// see issue 22',
        '// Issue #7 again',
      ].join('\n'),
    );
    expect(foreignCitations(root, ['a.ts'])).toEqual([
      'a.ts:2: /** The rule of SPEC section 4. */',
      'a.ts:3: * as DESIGN section 6 says',
      'a.ts:4: // see issue 22',
      'a.ts:5: // Issue #7 again',
    ]);
  });

  it('when a comment cites a missing page or anchor, then it is reported, and a good one is not', () => {
    writeFileSync(
      path.join(root, 'b.ts'),
      ['// docs/rules.md#money-and-fees', '// docs/rules.md#no-such-heading', '// docs/gone.md', '// docs/rules.md'].join('\n'),
    );
    expect(brokenDocCitations(root, ['b.ts'])).toEqual(['b.ts: docs/rules.md#no-such-heading', 'b.ts: docs/gone.md']);
  });
});
