import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { runScript } from '../../test/process';

describe('npm run user in the audit trail', () => {
  it('records accounts created, role changes and password resets made on the command line, without the passwords', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-audit-cli-'));
    const user = (...args: string[]) => runScript('src/server/cli/user.ts', args, { DATA_DIR: dir, LOG_LEVEL: 'info' });
    try {
      const created = await user('create', 'staff@studio.example', 'first-password-1', '--admin');
      expect(created.code).toBe(0);
      expect((await user('set-role', 'staff@studio.example', 'client')).code).toBe(0);
      const reset = await user('reset-password', 'staff@studio.example', 'second-password-2');
      expect(reset.code).toBe(0);
      // The structured log line (stderr) carries the event too, without the password.
      expect(reset.output).toContain('"action":"user.password_reset"');
      expect(reset.output).not.toContain('second-password-2');

      const db = await PGlite.create({ dataDir: path.join(dir, 'pglite') });
      try {
        const { rows } = await db.query<{ action: string; actor_id: string | null; target_id: string; details: Record<string, unknown>; all: string }>(
          `select action, actor_id, target_id, details, audit_events::text as all from audit_events order by id`,
        );
        const [{ id }] = (await db.query<{ id: string }>(`select id from users where email = 'staff@studio.example'`)).rows;
        expect(rows.map((r) => r.action)).toEqual(['user.created', 'user.role_changed', 'user.password_reset']);
        expect(rows.every((r) => r.target_id === id && r.actor_id === null)).toBe(true);
        expect(rows[0].details).toMatchObject({ email: 'staff@studio.example', role: 'admin', via: 'cli', osUser: os.userInfo().username });
        expect(rows[1].details).toMatchObject({ email: 'staff@studio.example', from: 'admin', to: 'client', via: 'cli' });
        for (const r of rows) expect(r.all).not.toMatch(/first-password-1|second-password-2|argon2/);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
