import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditService } from '../features/audit/audit.service';
import { auditRepository } from '../features/audit/audit.repository';
import { systemClock } from '../lib/clock';
import { collectLogs } from '../test/log-lines';
import { freshDatabase } from '../test/test-app';
import type { Database } from './client';
import { afterCommit, transaction } from './transaction';

let database: Database;
beforeAll(async () => {
  ({ database } = await freshDatabase());
});
afterAll(() => database.close());

const auditLines = (lines: Array<{ msg: string }>, action: string) => lines.filter((l) => l.msg === `audit ${action}`);
const stored = async (action: string) => (await auditRepository.page(database.db, { limit: 100, action })).length;

describe('transaction(db, work)', () => {
  it('runs what was deferred after the commit, in order, and returns the work’s result', async () => {
    const seen: string[] = [];
    const result = await transaction(database.db, async (tx) => {
      afterCommit(tx, () => seen.push('first'));
      afterCommit(tx, () => seen.push('second'));
      seen.push('work');
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['work', 'first', 'second']);
    // Outside a transaction (the database itself) there is nothing to wait for.
    afterCommit(database.db, () => seen.push('now'));
    expect(seen.at(-1)).toBe('now');
  });

  it('answers with the committed result even when a deferred step fails, and runs the steps after it', async () => {
    const seen: string[] = [];
    const warned = new Promise<string>((resolve) => process.once('warning', (w) => resolve(w.message)));
    const result = await transaction(database.db, async (tx) => {
      afterCommit(tx, () => {
        throw new Error('the log sink is gone');
      });
      afterCommit(tx, () => seen.push('after'));
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(seen).toEqual(['after']);
    expect(await warned).toContain('the log sink is gone');
  });

  it('drops what was deferred when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      transaction(database.db, async (tx) => {
        afterCommit(tx, () => seen.push('deferred'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it("writes an audit event's log line only once its transaction has committed, and none after a rollback", async () => {
    const { log, lines } = collectLogs();
    const audit = new AuditService({ db: database.db, clock: systemClock, log });
    await transaction(database.db, async (tx) => {
      await audit.record({ action: 'user.role_changed', details: { to: 'admin' } }, tx);
      expect(auditLines(lines, 'user.role_changed')).toEqual([]);
    });
    expect(auditLines(lines, 'user.role_changed')).toHaveLength(1);
    expect(await stored('user.role_changed')).toBe(1);

    await expect(
      transaction(database.db, async (tx) => {
        await audit.record({ action: 'user.password_reset' }, tx);
        throw new Error('the write it describes failed');
      }),
    ).rejects.toThrow();
    expect(auditLines(lines, 'user.password_reset')).toEqual([]);
    expect(await stored('user.password_reset')).toBe(0);

    // Without a transaction the row and the line are written at once.
    await audit.record({ action: 'user.created' });
    expect(auditLines(lines, 'user.created')).toHaveLength(1);
    expect(await stored('user.created')).toBe(1);
  });
});
