// `npm test`: typecheck, lint, unit + integration (Vitest), end-to-end (Playwright + Chromium).
// Ends with one line `N passed, N failed` over all of them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './client-build.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-test-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];
// --unit-only: just the Vitest suite (CI runs it again on Node 24 this way).
const unitOnly = process.argv.includes('--unit-only');

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`◀ ${name}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return res.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// A check without a test count counts as one test.
function record(name, status, passed, failed) {
  if (passed === undefined) {
    passed = status === 0 ? 1 : 0;
    failed = status === 0 ? 0 : 1;
  } else if (status !== 0 && failed === 0) {
    failed = 1; // the runner failed outside any test (setup, crash)
  }
  results.push({ name, passed, failed });
}

console.log(`Node ${process.version}`);
if (!unitOnly) {
  record('typecheck', run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  record('lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0']));
}

const vitestJson = path.join(tmp, 'vitest.json');
const vitestStatus = run('unit + integration (Vitest)', process.execPath, [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
record('vitest', vitestStatus, v?.numPassedTests ?? 0, v ? v.numFailedTests : 1);

if (unitOnly) {
  // no browser tests in this mode
} else if (fs.existsSync(chromium)) {
  const e2eJson = path.join(tmp, 'e2e.json');
  const status = run('end-to-end (Playwright, Chromium)', bin('playwright'), ['test'], { E2E_JSON_REPORT: e2eJson, CHROME_PATH: chromium });
  const stats = readJson(e2eJson)?.stats;
  record('e2e', status, stats ? stats.expected + stats.flaky : 0, stats ? stats.unexpected : 1);
} else if (ci) {
  console.error(`\n✖ Chromium not found at ${chromium}: the browser tests cannot run (apt-get install -y chromium).`);
  record('e2e', 1);
} else {
  console.warn(`\n! Chromium not found at ${chromium} (set CHROME_PATH, or apt-get install chromium): browser tests NOT run.`);
}

if (!unitOnly) {
  // The client was built for the browser tests (or is built now): its bundles must stay within budget.
  // Lighthouse always measures the pages against a server on the embedded database, so the run on a real
  // PostgreSQL (TEST_DATABASE_URL) leaves it to the PGlite run instead of measuring the same pages twice.
  const skipLighthouse = Boolean(process.env.TEST_DATABASE_URL);
  if (skipLighthouse) console.log('\n(Lighthouse runs in the PGlite run of npm test; this run checks the bundle budgets only.)');
  record(
    'web audit',
    run('web audit: bundle budgets and Lighthouse (npm run audit:web)', process.execPath, [
      path.join(root, 'scripts/client-build-then-audit.mjs'),
      ...(skipLighthouse ? ['--no-lighthouse'] : []),
    ]),
  );
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log('\nSummary:');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
