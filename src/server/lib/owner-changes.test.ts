import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { collectLogs } from '../test/log-lines';
import { freshDatabase } from '../test/test-app';
import { OWNER_CHANGES_CHANNEL, OwnerChanges } from './owner-changes';

let database: Database;
beforeAll(async () => {
  ({ database } = await freshDatabase());
});
afterAll(() => database.close());

describe('OwnerChanges', () => {
  it('is live once its own probe has come back through the database, and passes on owner ids only', async () => {
    const changes = new OwnerChanges();
    const seen: Array<string | null> = [];
    changes.subscribe((id) => seen.push(id));
    await changes.start(database);
    try {
      expect(changes.live).toBe(true);
      await database.db.execute(sql`select pg_notify(${OWNER_CHANGES_CHANNEL}, '3f1c2a9e-0000-4000-8000-000000000001')`);
      await vi.waitFor(() => expect(seen).toContain('3f1c2a9e-0000-4000-8000-000000000001'));
      expect(seen.filter((id) => id?.startsWith('probe:'))).toEqual([]);
    } finally {
      await changes.stop();
    }
  });

  it('stays off when the listening connection hears nothing (a transaction-mode pooler), and goes live once it does', async () => {
    let delivers = false;
    // The real database, with a LISTEN that succeeds but, like one behind a transaction pooler, hears nothing.
    const deaf: Database = {
      ...database,
      listen: (channel, handlers) => database.listen(channel, { ...handlers, message: (payload) => delivers && handlers.message(payload) }),
    };
    const { lines, log } = collectLogs();
    const changes = new OwnerChanges(log as never, { probeTimeoutMs: 150, reprobeMs: 100 });
    await changes.start(deaf);
    try {
      expect(changes.live).toBe(false);
      expect(lines.map((l) => l.msg)).toContain(
        'the database change feed does not deliver (a transaction-mode pooler?): read caches stay off; trying again later',
      );
      delivers = true;
      await vi.waitFor(() => expect(changes.live).toBe(true), { timeout: 3000 });
    } finally {
      await changes.stop();
    }
  });
});
