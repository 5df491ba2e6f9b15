/**
 * `npm run build -w server`: the server as production runs it, compiled once to JavaScript
 * (server/dist) instead of transpiled by tsx at every start. esbuild bundles our own code (and the
 * shared workspace package, whose entry is TypeScript) into one file per entry point; npm packages
 * stay external and load from node_modules as usual. Type checking is `npm run typecheck`.
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bare imports are npm packages (external), except the workspace's shared package (bundled). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@pizza/shared') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(`${root}dist`, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    index: 'src/index.ts',
    'db-embedded': 'src/db/embedded/cli.ts',
    // The embedded database's thread (src/db/embedded/thread.ts finds it beside the bundle).
    'embedded-worker': 'src/db/embedded/thread-entry.ts',
    'add-staff': 'src/cli/add-staff.ts',
    'create-integration-key': 'src/cli/create-integration-key.ts',
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
