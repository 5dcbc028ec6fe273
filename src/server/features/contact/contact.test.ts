import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'contact.admin@example.com', STUDIO_CONTACT_EMAIL: 'hello@northwind.example' } });
  admin = await createUser(t, { email: 'contact.admin@example.com' });
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Mia Wong',
  email: 'mia@example.com',
  phone: '',
  company: 'Wong Bakery',
  service: 'Custom Website',
  budget: '$2,500 - $5,000',
  timeline: 'Within a month',
  message: 'We need a new website for our bakery.',
  ...over,
});
let ip = 0;
const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: `10.20.0.${++ip}`, payload: payload as any });
const outbox = () => (fs.existsSync(path.join(t.dataDir, 'outbox')) ? fs.readdirSync(path.join(t.dataDir, 'outbox')) : []);

describe('POST /api/contact', () => {
  it('stores the enquiry, e-mails the studio and tells the admins; admins list enquiries', async () => {
    const res = await send(form());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Thank you! We will get back to you within 24 hours.');
    const mails = outbox();
    expect(mails).toHaveLength(1);
    // Quoted-printable: undo the soft line breaks.
    const eml = fs.readFileSync(path.join(t.dataDir, 'outbox', mails[0]), 'utf8').replace(/=\n/g, '');
    expect(eml).toContain('To: hello@northwind.example');
    expect(eml).toContain('We need a new website for our bakery.');
    expect((await t.app.inject({ url: '/api/notifications', headers: admin.headers })).json()[0]).toMatchObject({ type: 'contact_enquiry', title: 'New enquiry' });
    const list = (await t.app.inject({ url: '/api/admin/enquiries', headers: admin.headers })).json();
    expect(list[0]).toMatchObject({ name: 'Mia Wong', email: 'mia@example.com', company: 'Wong Bakery', service: 'Custom Website' });
  });

  it('gives the form\'s messages for each rule', async () => {
    const res = await send({ name: 'M', email: 'nope', service: '', budget: '', timeline: '', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
      message: 'Message must be at least 10 characters',
    });
  });

  it('keeps nothing from a bot that fills the hidden field, and rate-limits per address', async () => {
    const before = (await t.app.inject({ url: '/api/admin/enquiries', headers: admin.headers })).json().length;
    expect((await send(form({ website: 'http://spam.example' }))).statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/admin/enquiries', headers: admin.headers })).json().length).toBe(before);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.30.0.1', payload: form() })).statusCode);
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes[5]).toBe(429);
  });
});
