/**
 * The scope is written down (README.md, "Commands"): a command the server answers but the table
 * does not list, or one the table promises but the server lacks, fails here, so the scope cannot
 * grow or shrink without its documentation changing with it.
 */
import fs from 'node:fs';
import path from 'node:path';

import { commands } from '../commands';

const README = path.join(__dirname, '..', '..', 'README.md');

/** The names in the first column of the README's commands table. */
function documentedCommands(): string[] {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.split(/^### Commands$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]!));
}

describe('the documented scope', () => {
  it('when the README lists the commands, then they are exactly the commands the server answers', () => {
    const documented = documentedCommands();
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual(Object.keys(commands).sort());
  });
});
