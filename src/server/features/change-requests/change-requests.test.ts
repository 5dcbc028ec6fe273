import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { createUser, createWebsite, fixtures, paymentsOf, type TestUser, uploadAttachment } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;
let site: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_EMAILS: 'cr.admin@example.com' } });
  alice = await createUser(t, { firstName: 'Alice', lastName: 'Archer' });
  bob = await createUser(t);
  admin = await createUser(t, { email: 'cr.admin@example.com' });
  site = await createWebsite(t, alice, { name: 'Alice Shop' });
});
afterAll(() => t.close());

const create = (user: TestUser, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/change-requests', headers: user.headers, payload: payload as any });
const body = (over: Record<string, unknown> = {}) => ({ websiteId: site.id, title: 'New banner', type: 'design', description: 'Please refresh the home page banner.', estimatedCost: '75', ...over });
const adminPut = (user: TestUser | null, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/change-requests/${id}`, headers: user?.headers ?? {}, payload: payload as any });
const notesOf = async (u: TestUser) => (await t.app.inject({ url: '/api/notifications', headers: u.headers })).json() as { type: string; title: string; message: string }[];

describe('POST /api/change-requests', () => {
  it('creates a pending request with the caller\'s own attachments and tells the admins', async () => {
    const a = await uploadAttachment(t, alice, fixtures.png, 'image/png');
    const b = await uploadAttachment(t, alice, fixtures.pdf, 'application/pdf');
    const res = await create(alice, body({ attachments: [{ url: a, name: 'banner.png' }, { url: b, name: 'brief.pdf' }] }));
    expect(res.statusCode).toBe(201);
    const cr = res.json();
    expect(cr).toMatchObject({ websiteId: site.id, websiteName: 'Alice Shop', title: 'New banner', type: 'design', status: 'pending', estimatedCost: '75.00', adminNotes: null, completedAt: null });
    expect(cr.attachments).toEqual([{ url: new URL(a).pathname, name: 'banner.png' }, { url: new URL(b).pathname, name: 'brief.pdf' }]);
    const file = await t.app.inject({ url: cr.attachments[1].url, headers: alice.headers });
    expect(file.headers['content-disposition']).toContain('brief.pdf');
    expect((await notesOf(admin)).some((n) => n.type === 'change_request_new' && n.message.includes('New banner'))).toBe(true);
    expect((await t.app.inject({ url: '/api/change-requests', headers: alice.headers })).json()[0].id).toBe(cr.id);
    expect((await t.app.inject({ url: '/api/change-requests', headers: bob.headers })).json()).toEqual([]);
  });

  it('applies each rule with the form\'s message, and 50 when the cost is empty or missing', async () => {
    const res = await create(alice, { websiteId: '', title: ' ', type: 'rebrand', description: 'too short', estimatedCost: '-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      websiteId: 'Please select a website',
      title: 'Title is required',
      type: 'Please select a request type',
      description: 'Description must be at least 10 characters',
      estimatedCost: 'Estimated cost must be an amount of 0 or more with at most 2 decimals',
    });
    expect((await create(alice, body({ estimatedCost: '' }))).json().estimatedCost).toBe('50.00');
    expect((await create(alice, body({ estimatedCost: undefined }))).json().estimatedCost).toBe('50.00');
    const six = Array.from({ length: 6 }, (_, i) => ({ url: `/api/objects/uploads/00000000-0000-4000-8000-00000000000${i}`, name: `f${i}.png` }));
    expect((await create(alice, body({ attachments: six }))).json().errors.attachments).toBe('At most 5 attachments');
  });

  it('refuses another client\'s website (404) and another client\'s or unclaimed objects (400)', async () => {
    const bobSite = await createWebsite(t, bob);
    const res = await create(alice, body({ websiteId: bobSite.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Website not found' });
    const bobsFile = await uploadAttachment(t, bob);
    const stolen = await create(alice, body({ attachments: [{ url: bobsFile, name: 'x.png' }] }));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ attachments: 'Attachment not found' });
    const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: alice.headers })).json();
    await t.app.inject({ method: 'PUT', url: uploadURL, headers: { 'content-type': 'image/png' }, payload: fixtures.png });
    const unclaimed = await create(alice, body({ attachments: [{ url: uploadURL.split('?')[0], name: 'y.png' }] }));
    expect(unclaimed.statusCode).toBe(400);
    // An attachment already used by one request cannot be used again.
    const once = await uploadAttachment(t, alice);
    expect((await create(alice, body({ attachments: [{ url: once, name: 'a.png' }] }))).statusCode).toBe(201);
    expect((await create(alice, body({ attachments: [{ url: once, name: 'a.png' }] }))).statusCode).toBe(400);
  });

  it('says Unknown website (websiteName null) once the website is deleted', async () => {
    const temp = await createWebsite(t, alice, { name: 'Temp' });
    const cr = (await create(alice, body({ websiteId: temp.id }))).json();
    await t.app.inject({ method: 'DELETE', url: `/api/websites/${temp.id}`, headers: alice.headers });
    const list = (await t.app.inject({ url: '/api/change-requests', headers: alice.headers })).json();
    expect(list.find((x: any) => x.id === cr.id).websiteName).toBeNull();
  });
});

describe('admin', () => {
  it('guards every admin route: 401 signed out, 403 for clients', async () => {
    const cr = (await create(alice, body())).json();
    expect((await t.app.inject({ url: '/api/admin/change-requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/change-requests', headers: alice.headers })).statusCode).toBe(403);
    expect((await adminPut(null, cr.id, { status: 'completed' })).statusCode).toBe(401);
    expect((await adminPut(alice, cr.id, { status: 'completed' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/change-requests', headers: alice.headers })).json().find((x: any) => x.id === cr.id).status).toBe('pending');
  });

  it('lists every client\'s requests with client and website names', async () => {
    await create(bob, { ...body(), websiteId: (await createWebsite(t, bob, { name: 'Bob Blog' })).id });
    const all = (await t.app.inject({ url: '/api/admin/change-requests', headers: admin.headers })).json();
    expect(all.some((r: any) => r.client.name === 'Alice Archer' && r.websiteName === 'Alice Shop')).toBe(true);
    expect(all.some((r: any) => r.websiteName === 'Bob Blog')).toBe(true);
  });

  it('updates status and trimmed notes, stamps completedAt, tells the client, and bills a completed request once', async () => {
    const cr = (await create(alice, body({ title: 'Billable', estimatedCost: '120.50' }))).json();
    expect((await adminPut(admin, cr.id, { status: 'done' })).statusCode).toBe(400);
    const progress = await adminPut(admin, cr.id, { status: 'in_progress', adminNotes: '  Starting tomorrow.  ' });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({ status: 'in_progress', adminNotes: 'Starting tomorrow.', completedAt: null });
    // Empty notes are omitted: the earlier note stays.
    expect((await adminPut(admin, cr.id, { status: 'in_progress', adminNotes: '   ' })).json().adminNotes).toBe('Starting tomorrow.');
    const notes = await notesOf(alice);
    expect(notes.some((n) => n.type === 'change_request_update' && n.message.includes('In Progress') && n.message.includes('Starting tomorrow.'))).toBe(true);

    clock.advance(3600_000);
    const done = (await adminPut(admin, cr.id, { status: 'completed' })).json();
    expect(done.completedAt).toBe(clock.now().toISOString());
    await adminPut(admin, cr.id, { status: 'in_progress' });
    const reopened = (await t.app.inject({ url: '/api/change-requests', headers: alice.headers })).json().find((x: any) => x.id === cr.id);
    expect(reopened.completedAt).toBeNull();
    await adminPut(admin, cr.id, { status: 'completed' });
    const bills = (await paymentsOf(t, alice)).filter((p) => p.description === 'Change request: Billable');
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ type: 'change_request', amount: '120.50', status: 'pending', websiteId: site.id });
  });

  it('issues no payment for a request that costs nothing, and 404 for an unknown one', async () => {
    const free = (await create(alice, body({ title: 'Free tweak', estimatedCost: '0' }))).json();
    await adminPut(admin, free.id, { status: 'completed' });
    expect((await paymentsOf(t, alice)).some((p) => p.description === 'Change request: Free tweak')).toBe(false);
    expect((await adminPut(admin, '00000000-0000-4000-8000-000000000000', { status: 'completed' })).statusCode).toBe(404);
  });
});
