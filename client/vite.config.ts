import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The Express server: API, auth, dev mailbox, Socket.IO and menu images. */
const SERVER_ORIGIN = 'http://localhost:3000';

const serverRoutes: Record<string, string | ProxyOptions> = {
  '/api': SERVER_ORIGIN,
  '/auth': SERVER_ORIGIN,
  '/dev': SERVER_ORIGIN,
  '/socket.io': { target: SERVER_ORIGIN, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No manual chunks: route-level lazy imports already split admin, sign-up and maps code.
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
