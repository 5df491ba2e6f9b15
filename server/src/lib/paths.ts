import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder above this code whose package.json declares the
 * workspaces. It holds for the TypeScript sources (server/src/lib) and for the compiled bundle
 * (server/dist), so relative settings such as DATA_DIR mean the same thing whatever the cwd is.
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object)) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no repository root (a package.json with workspaces) above ${from}`);
  }
}

export const REPO_ROOT = findRepoRoot(__dirname);

/** The client's source images; served when the built client has no copy (development, tests). */
export const CLIENT_PUBLIC_IMAGES = path.join(REPO_ROOT, 'client', 'public', 'images');
