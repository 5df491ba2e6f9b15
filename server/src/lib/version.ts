import fs from 'node:fs';
import path from 'node:path';

import { REPO_ROOT } from './paths';

/** The product version (root package.json), read once; shown by /api/health and the API docs. */
export const APP_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
})();
