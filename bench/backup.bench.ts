// Backup download vs Info-ZIP `zip -r -1` on the same ~200 MB tree, in the same run.
// Prints the speed ratio (portal / zip) and the server's peak RSS above idle.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { generateSiteTree } from '../src/server/test/site-tree';
import { startPortal } from '../src/server/test/process';
import { rssMb } from './lib';

const ROUNDS = 3;
const SIZE_MB = Number(process.env.BENCH_SITE_MB ?? 200);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-bench-'));
  const portal = await startPortal({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' });
  try {
    const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${portal.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
      return res.json();
    };
    const { token } = await post('/api/auth/signup', { email: 'bench@example.com', password: 'benchmark-pass', firstName: 'B', lastName: 'M', websiteUrl: 'b.example' });
    const auth = { authorization: `Bearer ${token}` };
    const site = await post('/api/websites', { name: 'Bench', domain: 'bench.example' }, auth);
    const tree = path.join(dataDir, 'sites', site.id);
    const bytes = generateSiteTree(tree, SIZE_MB);
    console.log(`tree: ${(bytes / 1048576).toFixed(0)} MB in ${fs.readdirSync(tree, { recursive: true }).length} entries`);

    const zipTimes: number[] = [];
    const out = path.join(dataDir, 'baseline.zip');
    for (let i = 0; i < ROUNDS; i++) {
      fs.rmSync(out, { force: true });
      const t0 = performance.now();
      execFileSync('zip', ['-r', '-1', '-q', out, '.'], { cwd: tree });
      zipTimes.push((performance.now() - t0) / 1000);
    }
    const zipSize = fs.statSync(out).size;

    const pid = portal.child.pid!;
    await new Promise((r) => setTimeout(r, 500));
    const idle = rssMb(pid);
    let peak = idle;
    const portalTimes: number[] = [];
    let archive = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
      const t0 = performance.now();
      archive = await new Promise<number>((resolve, reject) => {
        const { port } = new URL(portal.url);
        http
          .get({ host: '127.0.0.1', port, path: `/api/websites/${site.id}/backup`, headers: auth }, (res) => {
            let n = 0;
            res.on('data', (c: Buffer) => (n += c.length));
            res.on('end', () => resolve(n));
          })
          .on('error', reject);
      });
      portalTimes.push((performance.now() - t0) / 1000);
      clearInterval(sampler);
    }

    const zipT = median(zipTimes);
    const portalT = median(portalTimes);
    console.log(`zip -r -1:       ${zipT.toFixed(2)} s  (${(bytes / 1048576 / zipT).toFixed(0)} MB/s, archive ${(zipSize / 1048576).toFixed(0)} MB)`);
    console.log(`portal backup:   ${portalT.toFixed(2)} s  (${(bytes / 1048576 / portalT).toFixed(0)} MB/s, archive ${(archive / 1048576).toFixed(0)} MB)`);
    console.log(`speed ratio (portal / zip): ${(zipT / portalT).toFixed(2)}   goal >= 0.80`);
    console.log(`server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, peak above idle ${(peak - idle).toFixed(0)} MB   goal < 64 MB`);
  } finally {
    portal.child.kill('SIGTERM');
    await portal.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
