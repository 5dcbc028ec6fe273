import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

/** The page the SPA is served as (lib/spa-page.ts), through the app. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the SPA page', () => {
  it("announces a route's page chunks with modulepreload links from the build's route-preloads.json", async () => {
    const dir = path.join(t.dataDir, 'client-preloads');
    fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    const writePreloads = (value: unknown) => fs.writeFileSync(path.join(dir, '.vite', 'route-preloads.json'), typeof value === 'string' ? value : JSON.stringify(value));
    writePreloads({
      '/contact': { js: ['/assets/contact-page-AbC1.js', '/assets/form-field-x_2.js'], css: ['/assets/contact-Q1.css'] },
      // Never written into the page: anything but the build's own asset URLs.
      '/login': { js: ['/assets/ok-1.js', '"><script>alert(1)</script>', 'https://cdn.example/x.js', '/assets/../../etc/passwd.js'] },
    });
    const app = await buildApp({ config: t.config, database: t.database, clientDir: dir });
    try {
      const contact = (await app.inject({ url: '/contact?from=nav' })).body;
      expect(contact).toContain('<link rel="modulepreload" crossorigin href="/assets/contact-page-AbC1.js">');
      expect(contact).toContain('<link rel="modulepreload" crossorigin href="/assets/form-field-x_2.js">');
      expect(contact).toContain('<link rel="stylesheet" crossorigin href="/assets/contact-Q1.css">');
      expect(contact.indexOf('modulepreload')).toBeLessThan(contact.indexOf('</head>'));
      const login = (await app.inject({ url: '/login' })).body;
      expect(login.match(/modulepreload/g)).toHaveLength(1);
      expect(login).not.toContain('<script>');
      expect(login).not.toContain('cdn.example');
      // Another route (or a prototype key) gets the page as built.
      for (const url of ['/about', '/no/such/page', '/__proto__', '/constructor']) {
        expect((await app.inject({ url })).body).not.toContain('modulepreload');
      }
      // The build's own bookkeeping (.vite/) is never served, nor any other dot-folder.
      for (const url of ['/.vite/route-preloads.json', '/.vite/manifest.json', '/%2Evite/route-preloads.json']) {
        expect((await app.inject({ url })).statusCode).toBe(404);
      }
      // A new build is served without a restart; an unreadable file is ignored.
      writePreloads({ '/about': { js: ['/assets/about-page-9.js'] } });
      expect((await app.inject({ url: '/about' })).body).toContain('href="/assets/about-page-9.js"');
      writePreloads('{ not json');
      const page = await app.inject({ url: '/about' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('modulepreload');
    } finally {
      await app.close();
    }
  });

  it("writes the studio's public settings into the page as inert JSON, equal to GET /api/config", async () => {
    const dir = path.join(t.dataDir, 'client-config');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
    const hostile = 'Acme </script><script>alert(1)</script> <!-- & \u2028 $& $` $\' $$';
    const app = await buildApp({ config: { ...t.config, STUDIO_NAME: hostile }, database: t.database, clientDir: dir });
    try {
      const html = (await app.inject({ url: '/pricing-sheet' })).body;
      const block = html.match(/<script type="application\/json" id="portal-config">([^<]*)<\/script>/);
      expect(block, 'one JSON block, not closed early').not.toBeNull();
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('<!--');
      expect(JSON.parse(block![1])).toEqual((await app.inject({ url: '/api/config' })).json());
      expect(JSON.parse(block![1]).studio.name).toBe(hostile);
    } finally {
      await app.close();
    }
  });
});
