import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsDaily } from '../../db/schema';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { STUDIO_CONTACT_EMAIL: 'help@studio.example' } });
  alice = await createUser(t, { firstName: 'Alice' });
  bob = await createUser(t);
  const shop = await createWebsite(t, alice, { name: 'Alice Shop', domain: 'aliceshop.example', hostingPrice: '25.00', domainPrice: '15.00' });
  await createWebsite(t, alice, { name: 'Alice Blog', domain: 'aliceblog.example', hostingPrice: '12.50' });
  await createWebsite(t, bob, { name: 'Bob Site', hostingPrice: '999.99' });
  const day = (n: number) => new Date(clock.now().getTime() - n * 86_400_000).toISOString().slice(0, 10);
  await t.database.db.insert(analyticsDaily).values(
    Array.from({ length: 14 }, (_, i) => ({ websiteId: shop.id, day: day(i), visitors: i < 7 ? 30 : 20, pageViews: 60, bounceRate: '35.00', uptime: '99.500', responseTime: 420, avgSessionDuration: 90 })),
  );
});
afterAll(() => t.close());

const ask = (user: TestUser | null, message: unknown, history: unknown[] = []) =>
  t.app.inject({ method: 'POST', url: '/api/ai/chat', headers: user?.headers ?? {}, payload: { message, context: { conversationHistory: history } } as any });
const answer = async (message: string, history: unknown[] = [], user = alice) => {
  const res = await ask(user, message, history);
  expect(res.statusCode).toBe(200);
  return res.json().response as string;
};

describe('the built-in assistant', () => {
  it('answers payments due with the exact amounts, labels and total, and nothing of another client', async () => {
    const a = await answer('What payments are due?');
    expect(a).toContain('You have 3 payments due, $52.50 in total');
    expect(a).toContain('$25.00');
    expect(a).toContain('$15.00');
    expect(a).toContain('$12.50');
    expect(a).toContain('due in 7 days');
    expect(a).toContain('/billing');
    expect(a).not.toContain('999.99');
  });

  it('follows up on the previous topic ("and the second one?")', async () => {
    const first = await answer('What payments are due?');
    const second = await answer('and the second one?', [{ role: 'user', content: 'What payments are due?' }, { role: 'assistant', content: first }]);
    expect(second).toMatch(/\$15\.00|\$12\.50|\$25\.00/);
    expect(second).not.toContain('in total');
  });

  it('answers performance with the measured uptime and response time and their labels', async () => {
    const a = await answer('How is my website performance?');
    expect(a).toContain('Alice Shop (aliceshop.example): uptime 99.50% over the last 7 days');
    expect(a).toContain('(Good)');
    expect(a).toContain('420 ms (Fast)');
    expect(a).toContain('Alice Blog (aliceblog.example): no measurements yet.');
  });

  it('answers analytics with visitors, the weekly trend and the bounce label', async () => {
    const a = await answer('Show me my analytics for aliceshop.example');
    expect(a).toContain('Alice Shop: 210 visitors in the last 7 days (up 50% on the 7 days before)');
    expect(a).toContain('bounce rate 35.0% (Excellent)');
    expect(a).not.toContain('Alice Blog');
  });

  it('explains change requests with the types\' costs and the open requests', async () => {
    const a = await answer('How do I submit a change request?');
    expect(a).toContain('Create Change Request');
    expect(a).toContain('design $50-100');
    expect(a).toContain('You have no open requests right now.');
  });

  it('knows orders, backups, 2FA and how to reach the studio', async () => {
    expect(await answer('How are my orders going?')).toContain('You have no orders yet');
    expect(await answer('How do I download a backup?')).toContain('Download Backup');
    expect(await answer('How do I turn on 2FA?')).toContain('Setup 2FA');
    expect(await answer('I want to talk to someone')).toContain('help@studio.example');
  });

  it('serves the help centre articles', async () => {
    const list = (await t.app.inject({ url: '/api/help/articles' })).json();
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list[0]).toEqual({ id: expect.any(String), title: expect.any(String), body: expect.any(String), screen: expect.stringMatching(/^\//) });
  });

  it('searches the help centre, and otherwise says what it can do', async () => {
    expect(await answer('Can I get a refund?')).toContain('Refunds and payment terms');
    const lost = await answer('qwzx plorf?');
    expect(lost).toContain('I can tell you about your payments due');
    expect(lost).toContain('help@studio.example');
  });
});

describe('POST /api/ai/chat', () => {
  it('checks its input and who asks', async () => {
    expect((await ask(null, 'hello')).statusCode).toBe(401);
    expect((await ask(alice, '   ')).statusCode).toBe(400);
    expect((await ask(alice, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await ask(alice, 'hi', [{ role: 'robot', content: 'x' }])).statusCode).toBe(400);
    expect((await ask(alice, 'hi', ['not a message'])).statusCode).toBe(400);
    const long = Array.from({ length: 9 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `m${i}` }));
    expect((await ask(alice, 'hello', long)).statusCode).toBe(200);
  });

  it('is rate-limited per user', async () => {
    const carol = await createUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await ask(carol, 'hello')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('with an OpenAI-compatible model', () => {
  let server: http.Server;
  let mode: 'tools' | 'fail' = 'tools';
  const seen: any[] = [];
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const json = JSON.parse(body);
        seen.push(json);
        res.setHeader('content-type', 'application/json');
        if (mode === 'fail') {
          res.statusCode = 500;
          return res.end(JSON.stringify({ error: { message: 'model crashed' } }));
        }
        const toolResult = json.messages.find((m: any) => m.role === 'tool');
        const message = toolResult
          ? { role: 'assistant', content: `From your records: total due ${JSON.parse(toolResult.content).total}.` }
          : { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_payments_due', arguments: '{}' } }] };
        res.end(JSON.stringify({ id: 'cmpl', object: 'chat.completion', created: 0, model: json.model, choices: [{ index: 0, message, finish_reason: toolResult ? 'stop' : 'tool_calls' }] }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('lets the model call the grounded tools and answers with its reply', async () => {
    const m = await createTestApp({ clock, env: { AI_BASE_URL: url, AI_API_KEY: 'sk-local', AI_MODEL: 'local-model' } });
    try {
      const u = await createUser(m);
      await createWebsite(m, u, { hostingPrice: '30.00', domainPrice: '20.00' });
      const res = await m.app.inject({ method: 'POST', url: '/api/ai/chat', headers: u.headers, payload: { message: 'What do I owe?' } });
      expect(res.json().response).toBe('From your records: total due $50.00.');
      expect(seen[0].model).toBe('local-model');
      expect(seen[0].tools.map((x: any) => x.function.name)).toContain('get_payments_due');
      expect(seen[1].messages.find((x: any) => x.role === 'tool').content).toContain('$30.00');
      expect(JSON.stringify(seen)).not.toContain('999.99');
    } finally {
      await m.close();
    }
  });

  it('falls back to the built-in assistant when the model fails', async () => {
    mode = 'fail';
    const m = await createTestApp({ clock, env: { AI_BASE_URL: url, AI_MODEL: 'local-model' } });
    try {
      const u = await createUser(m);
      await createWebsite(m, u, { hostingPrice: '30.00' });
      const res = await m.app.inject({ method: 'POST', url: '/api/ai/chat', headers: u.headers, payload: { message: 'What payments are due?' } });
      expect(res.json().response).toContain('You have 1 payment due, $30.00 in total');
    } finally {
      await m.close();
    }
  });
});
