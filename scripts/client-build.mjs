// Builds the client (vite build into dist/client) when its sources are newer than the build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function clientIsStale() {
  if (!fs.existsSync(builtIndex)) return true;
  const built = fs.statSync(builtIndex).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'src/client')),
    newestMtime(path.join(root, 'src/shared')),
    fs.statSync(path.join(root, 'vite.config.ts')).mtimeMs,
    fs.statSync(path.join(root, 'scripts/route-table.mjs')).mtimeMs,
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  return sources > built;
}

/** Returns the build's exit status (0 when nothing needed building). */
export function ensureClientBuilt() {
  if (!clientIsStale()) return 0;
  console.log('Building the client...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}
