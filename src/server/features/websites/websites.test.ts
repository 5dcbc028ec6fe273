import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'admin.web@example.com' } });
  alice = await createUser(t);
  bob = await createUser(t);
});
afterAll(() => t.close());

const api = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload !== undefined ? { payload: payload as any } : {}) });

describe('POST /api/websites', () => {
  it('creates an active website with every field of the entity, prices as decimal strings', async () => {
    const res = await api(alice, 'POST', '/api/websites', {
      name: '  Corner Bakery ',
      domain: 'CornerBakery.example',
      deploymentUrl: 'https://cornerbakery.example',
      repositoryUrl: '',
      hostingPrice: '25',
      domainPrice: 15.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Corner Bakery',
      domain: 'cornerbakery.example',
      status: 'active',
      deploymentUrl: 'https://cornerbakery.example',
      repositoryUrl: null,
      hostingPrice: '25.00',
      domainPrice: '15.50',
      createdAt: '2026-11-20T09:30:00.000Z',
      lastUpdated: null,
      monthlyVisits: 0,
      // The first hosting and domain payments are due a week after creation.
      nextPaymentDue: '2026-11-27T09:30:00.000Z',
      // The uptime monitor has not looked at the certificate yet.
      certificate: { state: 'pending', validTo: null, issuer: null, error: null, daysLeft: null },
    });
  });

  it('answers the form\'s messages per field', async () => {
    const res = await api(alice, 'POST', '/api/websites', { name: ' ', domain: '', deploymentUrl: 'not a url', repositoryUrl: 'ftp://x.example', hostingPrice: '-1', domainPrice: '1.234' });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors.name).toBe('Website name is required');
    expect(errors.domain).toBe('Domain is required');
    expect(errors.deploymentUrl).toBe('Must be a valid URL');
    expect(errors.repositoryUrl).toBe('Must be a valid URL');
    expect(errors.hostingPrice).toMatch(/at most 2 decimals/);
    expect(errors.domainPrice).toMatch(/at most 2 decimals/);
    const missing = await api(alice, 'POST', '/api/websites', {});
    expect(missing.json().errors).toMatchObject({ name: 'Website name is required', domain: 'Domain is required' });
  });

  it('ignores fields a client may not set, and defaults empty prices to 0', async () => {
    const res = await api(alice, 'POST', '/api/websites', {
      name: 'Sneaky',
      domain: 'sneaky.example',
      status: 'suspended',
      userId: bob.id,
      monthlyVisits: 99999,
      nextPaymentDue: '2030-01-01T00:00:00Z',
      lastUpdated: '2030-01-01T00:00:00Z',
      hostingPrice: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'active', monthlyVisits: 0, nextPaymentDue: null, lastUpdated: null, hostingPrice: '0.00', domainPrice: '0.00' });
    const bobs = await api(bob, 'GET', '/api/websites');
    expect(bobs.json().map((w: any) => w.name)).not.toContain('Sneaky');
  });

  it('needs a signed-in user', async () => {
    expect((await api(null, 'POST', '/api/websites', { name: 'x', domain: 'x.example' })).statusCode).toBe(401);
    expect((await api(null, 'GET', '/api/websites')).statusCode).toBe(401);
  });
});

describe('GET /api/websites', () => {
  it('lists only the caller\'s own websites, newest first; admins too see only their own', async () => {
    const carol = await createUser(t);
    clock.advance(1000);
    const first = await createWebsite(t, carol, { name: 'First' });
    clock.advance(1000);
    const second = await createWebsite(t, carol, { name: 'Second' });
    await createWebsite(t, bob, { name: 'Bob site' });
    const list = (await api(carol, 'GET', '/api/websites')).json();
    expect(list.map((w: any) => w.id)).toEqual([second.id, first.id]);

    const admin = await createUser(t, { email: 'admin.web@example.com' });
    await createWebsite(t, admin, { name: 'Studio site' });
    expect((await api(admin, 'GET', '/api/websites')).json().map((w: any) => w.name)).toEqual(['Studio site']);
  });
});

describe('PUT /api/websites/{id}', () => {
  it('updates the editable fields, stamps lastUpdated, keeps a price sent empty, and clears an empty URL', async () => {
    const site = await createWebsite(t, alice, { deploymentUrl: 'https://a.example', hostingPrice: '10.00' });
    clock.advance(60_000);
    const res = await api(alice, 'PUT', `/api/websites/${site.id}`, {
      name: 'Renamed',
      domain: site.domain,
      deploymentUrl: '',
      repositoryUrl: 'https://git.example/repo',
      hostingPrice: '',
      domainPrice: '20',
      status: 'suspended',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed',
      deploymentUrl: null,
      repositoryUrl: 'https://git.example/repo',
      hostingPrice: '10.00',
      domainPrice: '20.00',
      status: 'active',
      lastUpdated: clock.now().toISOString(),
    });
  });

  it('validates like create', async () => {
    const site = await createWebsite(t, alice);
    const res = await api(alice, 'PUT', `/api/websites/${site.id}`, { name: '', domain: site.domain });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe('Website name is required');
  });
});

describe('DELETE /api/websites/{id}', () => {
  it('deletes the website from the list and answers JSON', async () => {
    const site = await createWebsite(t, alice);
    const res = await api(alice, 'DELETE', `/api/websites/${site.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Website deleted', id: site.id });
    expect((await api(alice, 'GET', '/api/websites')).json().map((w: any) => w.id)).not.toContain(site.id);
    expect((await api(alice, 'DELETE', `/api/websites/${site.id}`)).statusCode).toBe(404);
    expect((await api(alice, 'GET', `/api/websites/${site.id}/backup`)).statusCode).toBe(404);
  });
});

describe('another client\'s website', () => {
  it('answers 404 on every endpoint, exactly like a missing one, and changes nothing', async () => {
    const site = await createWebsite(t, alice, { name: 'Private' });
    const missing = '00000000-0000-4000-8000-000000000000';
    const body = { name: 'Hijacked', domain: 'hijack.example' };
    for (const id of [site.id, missing, 'not-a-uuid']) {
      const answers = [
        await api(bob, 'PUT', `/api/websites/${id}`, body),
        await api(bob, 'DELETE', `/api/websites/${id}`),
        await api(bob, 'GET', `/api/websites/${id}/backup`),
        await api(bob, 'GET', `/api/websites/${id}/backup/history`),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Website not found' });
      }
    }
    const mine = (await api(alice, 'GET', '/api/websites')).json().find((w: any) => w.id === site.id);
    expect(mine.name).toBe('Private');
    const history = (await api(alice, 'GET', `/api/websites/${site.id}/backup/history`)).json();
    expect(history).toEqual([]);
  });
});
