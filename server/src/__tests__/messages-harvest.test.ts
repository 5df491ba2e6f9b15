import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { HU_MESSAGES } from '@pizza/shared';

import { harvestMessages, placeholderShape } from '../test/message-harvest';

/*
 * Every message the code can send a person must have its Hungarian in shared/src/messages/hu/.
 * A branch that adds `badRequest('Something new')` or a zod `message: '...'` without one fails
 * here, with a list of the sentences and where they are written.
 */

const ROOT = path.resolve(__dirname, '../../..');
const translated = new Set(Object.keys(HU_MESSAGES).map(placeholderShape));

function untranslatedIn(dirs: string[], root = ROOT) {
  return harvestMessages(root, dirs).filter((found) => !translated.has(placeholderShape(found.text)));
}

describe('every server message has a Hungarian translation', () => {
  it('finds the messages of server/src and shared/src and each has one (else lists what to add to shared/src/messages/hu/)', () => {
    const harvested = harvestMessages(ROOT, [path.join(ROOT, 'server/src'), path.join(ROOT, 'shared/src')]);
    expect(harvested.length).toBeGreaterThan(140);
    const missing = harvested.filter((found) => !translated.has(placeholderShape(found.text)));
    if (missing.length > 0) {
      const list = missing.map(({ where, text }) => `  ${where}\n    '${text}'`).join('\n');
      throw new Error(
        `${missing.length} message(s) without Hungarian. Add each to a file of shared/src/messages/hu/ ` +
          `(the English text as the key, each {} as a named {placeholder}):\n${list}`,
      );
    }
  });

  it('names a new message written with each kind of call (the rules the harvest follows)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'harvest-'));
    try {
      writeFileSync(
        path.join(dir, 'new-feature.ts'),
        [
          "import { z } from 'zod';",
          "throw badRequest('A brand new refusal');",
          'throw conflict(`Order ${n} is escalated to ${who}`);',
          "throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Push service unreachable');",
          "throw notFound(msg('Device not found: {id}', { id }));",
          "const schema = z.string().min(1, 'Name the device').refine((v) => v !== 'x', { message: 'Not x, please' });",
          "export const PUSH_MESSAGES = { gone: 'This device no longer receives notifications' } as const;",
          'export function lateMessage(m: number) { return `Your order is ${m} minutes late`; }',
          "throw badRequest('Order not found');",
          "const GONE = 'Subscription gone'; const TEXTS = { expired: 'Subscription expired' };",
          'throw notFound(GONE); throw badRequest(TEXTS.expired);',
          'const pushFailedMessage = (code: number) => `Push failed with ${code}`;',
        ].join('\n'),
      );
      const texts = untranslatedIn([dir], dir).map(({ text, where }) => `${where} ${text}`);
      expect(texts.sort()).toEqual(
        [
          'new-feature.ts:2 A brand new refusal',
          'new-feature.ts:3 Order {} is escalated to {}',
          'new-feature.ts:4 Push service unreachable',
          'new-feature.ts:5 Device not found: {id}',
          'new-feature.ts:6 Name the device',
          'new-feature.ts:6 Not x, please',
          'new-feature.ts:7 This device no longer receives notifications',
          'new-feature.ts:8 Your order is {} minutes late',
          'new-feature.ts:11 Subscription gone',
          'new-feature.ts:11 Subscription expired',
          'new-feature.ts:12 Push failed with {}',
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
