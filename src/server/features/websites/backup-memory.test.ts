import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, createWebsite } from '../../test/factories';
import { generateSiteTree } from '../../test/site-tree';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('streams a 200 MB site with memory that does not grow with it', async () => {
  const owner = await createUser(t);
  const site = await createWebsite(t, owner);
  const bytes = generateSiteTree(path.join(t.dataDir, 'sites', site.id), 200);
  expect(bytes).toBeGreaterThanOrEqual(200 * 1024 * 1024);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as import('node:net').AddressInfo;

  await new Promise((r) => setTimeout(r, 200));
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const received = await new Promise<number>((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: `/api/websites/${site.id}/backup`, headers: owner.headers }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
        res.on('error', reject);
      })
      .on('error', reject);
  });
  clearInterval(sampler);
  fs.rmSync(path.join(t.dataDir, 'sites', site.id), { recursive: true, force: true });

  // Half the tree is incompressible, so the archive is well over 100 MB.
  expect(received).toBeGreaterThan(100 * 1024 * 1024);
  const growthMb = (peak - baseline) / 1024 / 1024;
  console.log(`backup of ${(bytes / 1048576).toFixed(0)} MB: ${(received / 1048576).toFixed(0)} MB archive, RSS growth ${growthMb.toFixed(1)} MB`);
  expect(growthMb).toBeLessThan(64);
}, 120_000);
