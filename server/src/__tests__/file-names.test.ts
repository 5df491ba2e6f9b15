import path from 'node:path';

import { ESLint } from 'eslint';

import { REPO_ROOT } from '../lib/paths';

/*
 * One file-name convention, enforced by lint (docs/architecture/README.md#file-names): kebab-case,
 * with a dot only before a role suffix. The rule is fed names that break it, so it can fail.
 */

// The repository's own config, given directly: ESLint's loader imports it dynamically, which Jest's VM does not allow.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfigFile: true, overrideConfig: require(path.join(REPO_ROOT, 'eslint.config.js')) });

async function nameErrors(file: string): Promise<number> {
  const [result] = await eslint.lintText('export const probe = 1;\n', { filePath: path.join(REPO_ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === 'check-file/filename-naming-convention').length;
}

describe('file names', () => {
  it.each([
    'server/src/modules/orders/change-status.ts',
    'server/src/modules/orders/orders.routes.ts',
    'server/src/modules/orders/orders.model.ts',
    'server/src/modules/orders/__tests__/place-order.test.ts',
    'client/e2e/board.spec.ts',
    'client/src/features/board/components/order-card.tsx',
    'server/src/types/http-ece.d.ts',
  ])('when a file is named %s, then lint accepts it', async (file) => {
    expect(await nameErrors(file)).toBe(0);
  });

  it.each([
    'server/src/modules/orders/orders.staff.ts',
    'server/src/modules/mails/mail_dispatcher.ts',
    'client/src/features/board/components/OrderCard.tsx',
    'server/src/lib/twoDots.helper.test.ts',
  ])('when a file is named %s, then lint refuses it', async (file) => {
    expect(await nameErrors(file)).toBe(1);
  });
});
