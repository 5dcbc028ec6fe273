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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
