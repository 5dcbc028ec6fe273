import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': r('./src/client'), '@shared': r('./src/shared') },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    // dist/client/.vite/manifest.json: scripts/audit-web.mjs sizes each route's JavaScript from it.
    manifest: true,
    // The CSP forbids inline scripts; keep Vite from inlining its preload helper.
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:5000', '/js': 'http://127.0.0.1:5000' },
  },
});
