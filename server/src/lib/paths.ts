import path from 'node:path';

/**
 * The repository root, from this file's location (server/src/lib or a compiled server/dist/lib have
 * the same depth), so relative settings such as DATA_DIR mean the same thing whatever the cwd is.
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The client's source images; served when the built client has no copy (development, tests). */
export const CLIENT_PUBLIC_IMAGES = path.join(REPO_ROOT, 'client', 'public', 'images');
