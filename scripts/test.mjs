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

// A check without a test count counts as one test. `names` lists what failed, and what passed only on a
// retry, so the summary at the end (which CI's log keeps) can say which tests they were.
function record(name, status, passed, failed, names = { failed: [], flaky: [] }) {
  if (passed === undefined) {
    passed = status === 0 ? 1 : 0;
    failed = status === 0 ? 0 : 1;
  } else if (status !== 0 && failed === 0) {
    failed = 1; // the runner failed outside any test (setup, crash)
  }
  const failedNames = names.failed.length > 0 || failed === 0 ? names.failed : [`${name} (see its output above)`];
  results.push({ name, passed, failed, failedNames, flakyNames: names.flaky });
}

// The names of a Playwright JSON report's failed tests, and of those that passed only on a retry.
function playwrightOutcomes(report) {
  const names = { failed: [], flaky: [] };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file} > ${[...titles, spec.title].join(' > ')}`;
        if (test.status === 'unexpected') names.failed.push(name);
        else if (test.status === 'flaky') names.flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []); // a file's own suite is named by spec.file
  return names;
}

console.log(`Node ${process.version}`);
// The typecheck and lint do not depend on the database: a run on PostgreSQL (TEST_DATABASE_URL) leaves them
// to the run on the embedded database, as it does Lighthouse.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!unitOnly && !onPostgres) {
  record('typecheck', run('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
  record('lint', run('lint', bin('eslint'), ['.', '--max-warnings', '0']));
} else if (onPostgres) {
  console.log('\n(The typecheck and lint run in the embedded-database run of npm test, not again on PostgreSQL.)');
}

const vitestJson = path.join(tmp, 'vitest.json');
const vitestOutcomes = path.join(tmp, 'vitest-outcomes.json');
const vitestStatus = run(
  'unit + integration (Vitest)',
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
    `--reporter=${path.join(root, 'scripts/vitest-outcomes.mjs')}`,
  ],
  { VITEST_OUTCOMES: vitestOutcomes },
);
const v = readJson(vitestJson);
record('vitest', vitestStatus, v?.numPassedTests ?? 0, v ? v.numFailedTests : 1, readJson(vitestOutcomes));

if (unitOnly) {
  // no browser tests in this mode
} else if (fs.existsSync(chromium)) {
  const e2eJson = path.join(tmp, 'e2e.json');
  const status = run('end-to-end (Playwright, Chromium)', bin('playwright'), ['test'], { E2E_JSON_REPORT: e2eJson, CHROME_PATH: chromium });
  const report = readJson(e2eJson);
  const stats = report?.stats;
  record('e2e', status, stats ? stats.expected + stats.flaky : 0, stats ? stats.unexpected : 1, playwrightOutcomes(report));
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
  const skipLighthouse = onPostgres;
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
// One line per failed test (✗) and per test that passed only on its retry (↻): .ci/run repeats them at its end.
for (const r of results) for (const n of r.failedNames) console.log(`  ✗ ${r.name}: ${n}`);
for (const r of results) for (const n of r.flakyNames) console.log(`  ↻ ${r.name}, passed on retry: ${n}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
