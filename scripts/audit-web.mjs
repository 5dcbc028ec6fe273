#!/usr/bin/env node
// Web audit of the production build: bundle budgets, then Lighthouse on the public pages.
//
// 1. Bundles: how much JavaScript each route makes a first-time visitor download, gzipped.
// Reads the build's manifest (dist/client/.vite/manifest.json, written by `vite build` with build.manifest)
// and the route table of src/client/app/router.tsx. A route's initial JavaScript is the entry chunk and
// its static imports, plus the route's lazy page chunk and its static imports (each file counted once).
// Chunks a page loads later on demand (dynamic imports, e.g. the card form) are listed but not counted.
//
// Budgets (1 KB = 1024 bytes, gzip level 9):
//   /                      initial JavaScript at most 150 KB
//   every other route      initial JavaScript at most 50 KB more: 150 + 50 = 200 KB
// "route code" is what a route adds to the shared entry (informational: it shows where a route's weight is).
//
// 2. Lighthouse (scripts/lighthouse-audit.mjs): the production server on a free port with a temporary
// DATA_DIR, one headless Chromium, Lighthouse's mobile preset on /, /about, /services, /pricing-sheet,
// /contact and /login; performance at least 90 and accessibility at least 95 on each. Prints the scores,
// FCP, LCP, TBT, CLS and Speed Index, and for a page under a bar the audits that cost it points.
// Without Chromium (CHROME_PATH or /usr/bin/chromium) this part is skipped with a warning, or fails with CI=true.
//
// Exits 1 when a budget or a bar is missed, 2 when the build, the router, the server or the browser fails.
//
// Usage: npx vite build && node scripts/audit-web.mjs [--json] [--no-lighthouse] [--lighthouse-reports=DIR]
//   --json                    one JSON document on stdout (bundles and Lighthouse); progress goes to stderr
//   --no-lighthouse           the bundle budgets only (a few seconds instead of about a minute)
//   --lighthouse-reports=DIR  also write each page's Lighthouse report (HTML and JSON) into DIR
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromiumPath, printLighthouse, reportsDirArg, runLighthouse } from './lighthouse-audit.mjs';
import { entryKeyOf, readRouteTable, staticClosure as closureOf } from './route-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist/client');
const manifestPath = path.join(distDir, '.vite/manifest.json');
const routerPath = path.join(root, 'src/client/app/router.tsx');

const KB = 1024;
export const BUDGETS = { homeInitialKb: 150, otherExtraKb: 50 };

function fail(message) {
  console.error(`audit-web: ${message}`);
  process.exit(2);
}

if (!fs.existsSync(manifestPath)) {
  fail(`${path.relative(root, manifestPath)} not found: run \`npx vite build\` first (build.manifest must be on in vite.config.ts).`);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

// --- the route table -------------------------------------------------------------------------------
let routes;
let lazyModules;
try {
  ({ routes, lazyModules } = readRouteTable(fs.readFileSync(routerPath, 'utf8'), manifest));
} catch (error) {
  fail(`${path.relative(root, routerPath)}: ${error.message}`);
}

// --- sizes ---------------------------------------------------------------------------------------------
const gzipCache = new Map();
function sizesOf(file) {
  if (!gzipCache.has(file)) {
    const full = path.join(distDir, file);
    if (!fs.existsSync(full)) fail(`${file} is in the manifest but not in dist/client: the build is incomplete, rebuild.`);
    const bytes = fs.readFileSync(full);
    gzipCache.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
}

/** The chunk and everything it imports statically, as manifest keys. */
function staticClosure(key) {
  try {
    return closureOf(manifest, key);
  } catch (error) {
    fail(error.message);
  }
}

const total = (keys) =>
  [...keys].reduce(
    (sum, key) => {
      const { raw, gzip } = sizesOf(manifest[key].file);
      return { raw: sum.raw + raw, gzip: sum.gzip + gzip };
    },
    { raw: 0, gzip: 0 },
  );

let entryKey;
try {
  entryKey = entryKeyOf(manifest);
} catch (error) {
  fail(error.message);
}
const shell = staticClosure(entryKey);
const shellSize = total(shell);

const rows = routes.map(({ path: routePath, page, pageKey }) => {
  const initial = new Set(shell);
  if (pageKey) for (const key of staticClosure(pageKey)) initial.add(key);
  const extra = [...initial].filter((key) => !shell.has(key));
  const initialSize = total(initial);
  const extraSize = total(extra);
  const limit = (routePath === '/' ? BUDGETS.homeInitialKb : BUDGETS.homeInitialKb + BUDGETS.otherExtraKb) * KB;
  const problems = initialSize.gzip > limit ? [`initial ${fmt(initialSize.gzip)} > ${fmt(limit)}`] : [];
  return {
    path: routePath,
    page,
    lazy: Boolean(pageKey),
    chunk: pageKey ? manifest[pageKey].file : null,
    chunkGzip: pageKey ? sizesOf(manifest[pageKey].file).gzip : 0,
    routeCodeGzip: extraSize.gzip,
    initialGzip: initialSize.gzip,
    budgetGzip: limit,
    initialRaw: initialSize.raw,
    files: initial.size,
    problems,
  };
});

// Chunks loaded on demand inside a page (not part of any route's first load).
const routeChunks = new Set([...lazyModules.values()]);
const onDemand = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && !routeChunks.has(key))
  .map(([key, chunk]) => ({ module: key, file: chunk.file, gzip: total(staticClosure(key)).gzip - total([...staticClosure(key)].filter((k) => shell.has(k))).gzip }));

function fmt(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

const json = process.argv.includes('--json');
const bundles = { budgets: BUDGETS, entry: { file: manifest[entryKey].file, shellGzip: shellSize.gzip, shellRaw: shellSize.raw }, routes: rows, onDemand };
if (!json) {
  console.log(`Shared entry (${manifest[entryKey].file} and its static imports, ${shell.size} files): ${fmt(shellSize.gzip)} gzip, ${fmt(shellSize.raw)} raw\n`);
  const header = ['route', 'page chunk (gzip)', 'route code (gzip)', 'initial JS (gzip)', 'budget', ''];
  const table = rows.map((row) => [
    row.path,
    row.lazy ? `${fmt(row.chunkGzip)}  ${path.basename(row.chunk)}` : '(in the entry)',
    fmt(row.routeCodeGzip),
    fmt(row.initialGzip),
    `≤ ${row.path === '/' ? BUDGETS.homeInitialKb : BUDGETS.homeInitialKb + BUDGETS.otherExtraKb} KB`,
    row.problems.length ? `OVER: ${row.problems.join('; ')}` : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of table) console.log(line(r));
  if (onDemand.length) {
    console.log('\nLoaded on demand inside a page (not in any first load):');
    for (const c of onDemand) console.log(`  ${c.module}  ${fmt(c.gzip)}  ${path.basename(c.file)}`);
  }
}

const over = rows.filter((row) => row.problems.length);
if (over.length) console.error(`\naudit-web: ${over.length} route(s) over budget: ${over.map((r) => r.path).join(', ')}`);
else if (!json) console.log('\nAll routes within budget.');

// --- Lighthouse -------------------------------------------------------------------------------------------
let lighthouse = null;
let status = over.length ? 1 : 0;
const ci = process.env.CI === 'true' || process.env.CI === '1';
if (process.argv.includes('--no-lighthouse')) {
  if (!json) console.log('\nLighthouse skipped (--no-lighthouse).');
} else if (!fs.existsSync(chromiumPath()) && !ci) {
  console.warn(`\n! Chromium not found at ${chromiumPath()} (set CHROME_PATH, or apt-get install chromium): Lighthouse NOT run.`);
} else {
  const log = json ? (line) => console.error(line) : console.log;
  log('');
  try {
    lighthouse = await runLighthouse({ log, reportsDir: reportsDirArg(process.argv) });
  } catch (err) {
    console.error(`audit-web: Lighthouse could not run: ${err instanceof Error ? err.message : err}`);
    if (json) console.log(JSON.stringify({ ...bundles, lighthouse: null }, null, 2));
    process.exit(2);
  }
  if (!json) {
    console.log('');
    printLighthouse(lighthouse);
  }
  const under = lighthouse.pages.filter((p) => !p.pass);
  if (under.length) {
    console.error(`\naudit-web: ${under.length} page(s) under a Lighthouse bar: ${under.map((p) => `${p.path} (${p.below.map((c) => `${c} ${p[c] ?? 'error'}`).join(', ')})`).join('; ')}`);
    status = 1;
  } else if (!json) {
    console.log(`All ${lighthouse.pages.length} pages at performance ≥ ${lighthouse.bars.performance} and accessibility ≥ ${lighthouse.bars.accessibility}.`);
  }
}

if (json) console.log(JSON.stringify({ ...bundles, lighthouse }, null, 2));
process.exit(status);
