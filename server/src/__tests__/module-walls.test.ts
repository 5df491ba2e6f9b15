/**
 * A module's Mongoose model is its own: no module's index.ts exports one (other modules get
 * functions), and lint refuses any file that imports another module's *.model.ts, inside the
 * modules and outside them (composition root, realtime, CLI, chaos, benches); only the test
 * kit's stored-records.ts may name them, for tests.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

import { ESLint } from 'eslint';
import { Model } from 'mongoose';

import { OrderModel } from '../test/stored-records';

const REPO = path.resolve(__dirname, '../../..');
const MODULES = path.join(REPO, 'server/src/modules');
const moduleNames = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const isModel = (value: unknown) => typeof value === 'function' && value.prototype instanceof Model;

describe("a module's index.ts", () => {
  it('is checked by a test that knows a model when it sees one', () => {
    expect(isModel(OrderModel)).toBe(true);
    expect(isModel(() => undefined)).toBe(false);
  });

  it.each(moduleNames)('of %s exports no Mongoose model', async (name) => {
    const entry = (await import(path.join(MODULES, name, 'index.ts'))) as Record<string, unknown>;
    const models = Object.entries(entry)
      .filter(([, value]) => isModel(value))
      .map(([key]) => key);
    expect(models).toEqual([]);
  });
});

describe('lint', () => {
  // The repository's own config, given directly: ESLint's loader imports it dynamically, which Jest's VM does not allow.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const eslint = new ESLint({ cwd: REPO, overrideConfigFile: true, overrideConfig: require(path.join(REPO, 'eslint.config.js')) });
  const MODEL_RULE = "A module's model is its own";

  /** The messages of the model rule for `code` as if it were the file at `file` (relative to the repository). */
  async function modelRuleMessages(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    return result!.messages.map((message) => message.message).filter((message) => message.includes(MODEL_RULE));
  }

  const probe = (from: string) => `import { OrderModel } from '${from}';\n\nexport const probe = OrderModel;\n`;

  it("refuses another module's model inside a module", async () => {
    expect(await modelRuleMessages('server/src/modules/mails/probe.ts', probe('../orders/orders.model'))).toHaveLength(1);
  });

  it('refuses a model outside the modules: composition root, realtime, chaos', async () => {
    expect(await modelRuleMessages('server/src/composition-probe.ts', probe('./modules/orders/orders.model'))).toHaveLength(1);
    expect(await modelRuleMessages('server/src/realtime/probe.ts', probe('../modules/orders/orders.model'))).toHaveLength(1);
    expect(await modelRuleMessages('server/chaos/probe.ts', probe('../src/modules/orders/orders.model'))).toHaveLength(1);
  });

  it("lets a module use its own model, and the test kit's stored records name them", async () => {
    expect(await modelRuleMessages('server/src/modules/orders/probe.ts', probe('./orders.model'))).toEqual([]);
    expect(await modelRuleMessages('server/src/test/stored-records.ts', probe('../modules/orders/orders.model'))).toEqual([]);
  });
});
