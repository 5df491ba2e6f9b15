/**
 * `npm run build -w server`: the server as production runs it, compiled once to JavaScript
 * (server/dist) instead of transpiled by tsx at every start. esbuild bundles our own code (and the
 * workspace packages @pizza/shared and @pizza/embedded-mongo, whose entries are TypeScript) into one
 * file per entry point; npm packages stay external and load from node_modules as usual. Type
 * checking is `npm run typecheck`.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports are npm packages (external), except the workspace's own packages (bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pizza/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(`${root}dist`, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    'db-embedded': '@pizza/embedded-mongo/cli',
    // The embedded database's thread: the package looks for it beside the bundle (packages/embedded-mongo/README.md).
    'embedded-worker': '@pizza/embedded-mongo/thread-entry',
    'add-staff': 'src/cli/add-staff.ts',
    'create-integration-key': 'src/cli/create-integration-key.ts',
    'db-backup': 'src/cli/db-backup.ts',
    'db-restore': 'src/cli/db-restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`server built in ${Date.now() - started} ms (server/dist)`);
