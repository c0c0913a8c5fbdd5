import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API, the message centre and the websocket are served by apps/server on :3000; in dev and
// preview the browser talks to Vite, which forwards these so that the app stays same-origin
// (the production CSP only allows connect-src 'self').
const API_TARGET = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/messageCenter': { target: API_TARGET, changeOrigin: true },
  '/msg/': { target: API_TARGET, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react()],
  // Vite stamps its script/style tags and a <meta property="csp-nonce"> with this placeholder; the
  // server swaps it for a fresh nonce on every request (script-src/style-src 'nonce-…').
  html: { cspNonce: '__CSP_NONCE__' },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json lets `npm run bench` size what the /login route loads.
    manifest: true,
    // CJK font subsets are many small files; keep them as files rather than inlining.
    assetsInlineLimit: 4096,
    rolldownOptions: {
      treeshake: {
        // @portal/domain is pure (no I/O, no globals; its only import-time work is building zod
        // schemas), but its package.json does not say so. Declaring it lets the bundler leave
        // schemas out of chunks that never use them, e.g. zod out of the first /login load.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
