import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads, type Manifest } from './scripts/route-table.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes .vite/route-preloads.json next to the manifest: each route's page chunk, its static imports and
 * their CSS. The server adds them to the page it serves as <link rel="modulepreload">, so a first visit
 * fetches the page's code alongside the entry instead of after it has run.
 */
function routePreloadsFile(): Plugin {
  return {
    name: 'studio-portal:route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (!asset || asset.type !== 'asset' || !options.dir) return;
      const manifest = JSON.parse(String(asset.source)) as Manifest;
      const preloads = routePreloads(fs.readFileSync(r('./src/client/app/router.tsx'), 'utf8'), manifest);
      fs.writeFileSync(path.join(options.dir, '.vite/route-preloads.json'), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}

export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [react(), tailwindcss(), routePreloadsFile()],
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
