#!/usr/bin/env node
// Renders src/client/public/og-image.png (1200×630, the link-preview image named in index.html) with
// Debian's Chromium: the headline over a frame of the hero loop. No studio name on it: the studio is
// configured at run time, the image is built once. Needs ffmpeg (for the frame) and /usr/bin/chromium.
// Usage: node scripts/make-og-image.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'src/client/public/og-image.png');
const HTML = `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;width:1200px;height:630px;overflow:hidden;background:#0b0d12;font-family:'DejaVu Sans',system-ui,sans-serif;color:#e7e9ee}
.bg{position:absolute;inset:0;background:url(__BG__) center/cover}
.shade{position:absolute;inset:0;background:linear-gradient(90deg,rgba(11,13,18,.85) 0%,rgba(11,13,18,.45) 55%,rgba(11,13,18,0) 100%)}
.c{position:absolute;left:80px;top:0;bottom:0;display:flex;flex-direction:column;justify-content:center;width:820px}
.mark{width:64px;height:64px;border-radius:16px;background:#6366f1;display:flex;align-items:center;justify-content:center;margin-bottom:36px;box-shadow:0 10px 40px rgba(99,102,241,.45)}
h1{font-size:76px;line-height:1.05;margin:0;font-weight:800;letter-spacing:-2px;color:#fff}
p{font-size:30px;line-height:1.4;margin:28px 0 0;color:#c9cfdb}
.tags{display:flex;gap:14px;margin-top:40px}
.tag{font-size:22px;padding:10px 20px;border-radius:999px;border:1px solid rgba(255,255,255,.18);background:rgba(0,0,0,.35);color:#e7e9ee}
</style></head><body><div class="bg"></div><div class="shade"></div>
<div class="c">
<div class="mark"><svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M9.937 15.5A2 2 0 0 0 8.5 14.063l-6.135-1.582a.5.5 0 0 1 0-.962L8.5 9.936A2 2 0 0 0 9.937 8.5l1.582-6.135a.5.5 0 0 1 .963 0L14.063 8.5A2 2 0 0 0 15.5 9.937l6.135 1.581a.5.5 0 0 1 0 .964L15.5 14.063a2 2 0 0 0-1.437 1.437l-1.582 6.135a.5.5 0 0 1-.963 0z"/></svg></div>
<h1>Future-Ready<br>Web Solutions</h1>
<p>Websites, logos and software, with a client portal for hosting, billing, analytics and backups.</p>
<div class="tags"><span class="tag">AI assistant</span><span class="tag">Auto-renew billing</span><span class="tag">Uptime tracking</span></div>
</div></body></html>
`;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'og-'));
const ff = (...args) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

try {
  ff('-ss', '0', '-i', path.join(root, 'src/client/public/media/hero.mp4'), '-frames:v', '1', '-vf', 'scale=1200:-2', path.join(tmp, 'bg.png'));
  fs.writeFileSync(path.join(tmp, 'og.html'), HTML.replace('__BG__', 'bg.png'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.goto(`file://${path.join(tmp, 'og.html')}`);
    await page.screenshot({ path: path.join(tmp, 'full.png') });
  } finally {
    await browser.close();
  }
  // A 256-colour palette keeps the file under 200 KB; the gradients dither well.
  ff('-i', path.join(tmp, 'full.png'), '-vf', 'split[a][b];[a]palettegen=max_colors=256:stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a', out);
  console.log(`${path.relative(root, out)}: ${fs.statSync(out).size} bytes`);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
