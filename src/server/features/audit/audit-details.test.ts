import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { fixedClock } from '../../lib/clock';
import { redactPaths } from '../../logger';
import { collectLogs } from '../../test/log-lines';
import { freshDatabase } from '../../test/test-app';
import { auditRepository } from './audit.repository';
import { AuditService, scrubDetails } from './audit.service';

/** What an audit event keeps of its details, and its log line. The routes and the events: audit.test.ts. */
const clock = fixedClock(new Date('2026-11-20T09:30:00Z'));
let database: Database;
beforeAll(async () => {
  ({ database } = await freshDatabase());
});
afterAll(() => database.close());

describe('details and log lines', () => {
  it('drop passwords, tokens, codes and card data wherever they are nested', () => {
    expect(
      scrubDetails({
        password: 'p',
        newPassword: 'p2',
        token: 't',
        clientSecret: 's',
        tokenHash: 'h',
        code: '123456',
        recoveryCodes: ['a'],
        card: { number: '4242424242424242', cvc: '123', brand: 'Visa' },
        cardNumber: '4242',
        authorization: 'Bearer x',
        kept: 'yes',
        list: [{ secret: 'x', ok: 1 }],
      }),
    ).toEqual({ card: { brand: 'Visa' }, kept: 'yes', list: [{ ok: 1 }] });
    expect((scrubDetails({ long: 'x'.repeat(2000) }) as { long: string }).long.length).toBeLessThan(510);
  });

  it('write one structured log line per event, without secrets', async () => {
    const { log, lines } = collectLogs({ redact: { paths: redactPaths, censor: '[redacted]' } });
    const service = new AuditService({ db: database.db, clock, log });
    await service.record({
      action: 'auth.sign_in_failed',
      actor: { email: 'someone@example.com', ip: '203.0.113.99' },
      details: { method: 'password', password: 'hunter2-secret', card: { number: '4242424242424242' } },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'audit auth.sign_in_failed', audit: { action: 'auth.sign_in_failed', actorEmail: 'someone@example.com', ip: '203.0.113.99', details: { method: 'password', card: {} } } });
    expect(JSON.stringify(lines[0])).not.toContain('hunter2-secret');
    expect(JSON.stringify(lines[0])).not.toContain('4242424242424242');
    const [stored] = await auditRepository.page(database.db, { limit: 1, action: 'auth.sign_in_failed' });
    expect(stored).toMatchObject({ ip: '203.0.113.99', details: { method: 'password', card: {} } });
  });
});
