import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The Express server: API, auth, dev mailbox, Socket.IO and menu images. */
const SERVER_ORIGIN = 'http://localhost:3000';

/** CLIENT_DIST (relative to the repository root, as the server reads it) moves the build, e.g. for parallel checkouts. */
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.CLIENT_DIST ? resolve(REPO_ROOT, process.env.CLIENT_DIST) : 'dist';

const serverRoutes: Record<string, string | ProxyOptions> = {
  '/api': SERVER_ORIGIN,
  '/auth': SERVER_ORIGIN,
  '/dev': SERVER_ORIGIN,
  '/socket.io': { target: SERVER_ORIGIN, ws: true },
};

/**
 * Brotli (quality 11) and gzip (level 9) twins of every text file of the build, bundle and public/
 * alike (`index-abc.js.br`, `index-abc.js.gz`): too slow to compress per request, free at build
 * time. The server sends the twin the browser accepts (server/src/middleware/precompressed-static.ts).
 * A twin that would not be smaller than its file (a few tiny chunks) is not written.
 */
const precompress = compression({
  include: /\.(js|css|svg|json|html)$/,
  threshold: 0,
  skipIfLargerOrEqual: true,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress],
  build: {
    outDir,
    emptyOutDir: true,
    // Route-level lazy imports split admin, sign-up and maps code. What the entry imports statically
    // (the home page's initial JavaScript) goes into the entry chunk as one file: otherwise Rolldown
    // splits it into shared chunks by which lazy pages also use them, and the split (and its size)
    // shifts whenever a lazy page's imports change.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only
    // without the head start; the polyfill would cost every visitor its bytes in the first download.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    // In development the server owns /images (it seeds imageUrl values with those paths).
    proxy: { ...serverRoutes, '/images': SERVER_ORIGIN },
  },
  preview: {
    port: 4173,
    // The built dist/ already contains public/images, so preview serves them itself.
    proxy: serverRoutes,
  },
});
