import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: { '@': r('./src/client'), '@shared': r('./src/shared') } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', ...(onPostgres ? ['src/**/*.pgtest.ts'] : [])],
    environment: 'node',
    globalSetup: ['./src/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once for all its files instead of once per file (about a third of the
    // suite's time). A file must leave no global state behind: stubbed envs and globals are undone after
    // every test, and the suite passes in shuffled file order (--sequence.shuffle.files).
    isolate: false,
    unstubEnvs: true,
    unstubGlobals: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // In CI a failed test runs once more; npm test names every test that passed only on its retry.
    retry: process.env.CI ? 1 : 0,
  },
});
