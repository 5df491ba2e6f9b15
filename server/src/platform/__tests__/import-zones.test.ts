/**
 * The platform's import zones (eslint.config.js) refuse what they are there to refuse: the
 * platform importing a module, and a module reaching past platform/index.ts.
 */
import path from 'node:path';

import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '../../../..');
// The config is handed over as an object: ESLint loading eslint.config.js itself needs a dynamic import, which Jest does not run.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
const config = require(path.join(root, 'eslint.config.js')) as ESLint.Options['overrideConfig'];
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

it('when platform code imports a module, then lint refuses it', async () => {
  const errors = await zoneErrors(
    'server/src/platform/zone-probe.ts',
    "import { webhookOptions } from '../modules/webhooks/webhook-options';\nexport const probe = webhookOptions;\n",
  );
  expect(errors).toEqual([expect.stringContaining('platform/ imports no module')]);
}, 60_000);

it('when a module imports a file inside the platform, then lint refuses it; through platform/index.ts it passes', async () => {
  const inside = await zoneErrors(
    'server/src/modules/webhooks/zone-probe.ts',
    "import { createLease } from '../../platform/consumers/lease';\nexport const probe = createLease;\n",
  );
  expect(inside).toEqual([expect.stringContaining('through server/src/platform/index.ts')]);
  const throughIndex = await zoneErrors(
    'server/src/modules/webhooks/zone-probe.ts',
    "import { createLease } from '../../platform';\nexport const probe = createLease;\n",
  );
  expect(throughIndex).toEqual([]);
}, 60_000);
