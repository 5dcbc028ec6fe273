import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_OK, createUser, createWebsite, payByCard, paymentsOf } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

describe('e-mail through a real SMTP server', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (c) => (raw += c));
        stream.on('end', () => {
          received.push({ from: String(session.envelope.mailFrom && session.envelope.mailFrom.address), to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, STUDIO_NAME: 'Northwind Web Co', STUDIO_CONTACT_EMAIL: 'billing@northwind.example', PUBLIC_URL: 'https://portal.northwind.example' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('sends the client a receipt notice from the studio, without card numbers', async () => {
    const u = await createUser(t, { email: 'mail.client@example.com', firstName: 'Mia' });
    await createWebsite(t, u, { hostingPrice: '19.00' });
    const [p] = await paymentsOf(t, u);
    expect((await payByCard(t, u, p, CARD_OK)).statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes('mail.client@example.com'))!;
    expect(mail).toBeTruthy();
    expect(mail.from).toBe('billing@northwind.example');
    expect(mail.raw).toMatch(/Subject: Payment received \| Northwind Web Co/);
    expect(mail.raw).toContain('Hello Mia');
    expect(mail.raw).toContain('$19.00');
    expect(mail.raw).toContain('https://portal.northwind.example/billing');
    expect(mail.raw).not.toContain('4242424242424242');
  });
});

describe('without SMTP_URL', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file', async () => {
    const t = await createTestApp();
    try {
      const u = await createUser(t, { email: 'outbox.client@example.com' });
      await t.app.ctx.services.notifications.notify(u.id, 'payment_reminder', 'Payment reminder', 'A payment is due in 3 days.');
      const outbox = path.join(t.dataDir, 'outbox');
      const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = fs.readFileSync(path.join(outbox, files[0]), 'utf8');
      expect(eml).toContain('To: outbox.client@example.com');
      expect(eml).toContain('Subject: Payment reminder');
      expect(eml).toContain('A payment is due in 3 days.');
    } finally {
      await t.close();
    }
  });
});

describe('preferences', () => {
  it('are saved per user with the spec\'s defaults, and decide which e-mails go out', async () => {
    const t = await createTestApp();
    try {
      const u = await createUser(t, { email: 'prefs.client@example.com' });
      const get = () => t.app.inject({ url: '/api/auth/preferences', headers: u.headers });
      expect((await get()).json()).toEqual({ emailNotifications: true, paymentReminders: true, websiteAlerts: true, marketingUpdates: false, darkMode: true, animations: true });
      const outbox = path.join(t.dataDir, 'outbox');
      const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0);
      const notify = (type: 'payment_reminder' | 'payment_succeeded' | 'website_down') => t.app.ctx.services.notifications.notify(u.id, type, 'T', 'M');

      const put = await t.app.inject({ method: 'PUT', url: '/api/auth/preferences', headers: u.headers, payload: { paymentReminders: false, websiteAlerts: false } });
      expect(put.json()).toMatchObject({ paymentReminders: false, websiteAlerts: false, emailNotifications: true });
      await notify('payment_reminder');
      await notify('website_down');
      expect(mails()).toBe(0);
      await notify('payment_succeeded');
      expect(mails()).toBe(1);

      await t.app.inject({ method: 'PUT', url: '/api/auth/preferences', headers: u.headers, payload: { emailNotifications: false } });
      await notify('payment_succeeded');
      expect(mails()).toBe(1);
      // In-app notifications stay whatever the e-mail preferences.
      expect((await t.app.inject({ url: '/api/notifications', headers: u.headers })).json()).toHaveLength(4);
      expect((await get()).json()).toMatchObject({ emailNotifications: false, paymentReminders: false, websiteAlerts: false, marketingUpdates: false, darkMode: true });
      expect((await t.app.inject({ method: 'PUT', url: '/api/auth/preferences', headers: u.headers, payload: { darkMode: false } })).statusCode).toBe(400);
      expect((await t.app.inject({ method: 'PUT', url: '/api/auth/preferences', headers: u.headers, payload: { animations: 'yes' } })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
