import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-app';
import { copyLine, type Database } from './client';

let database: Database;
beforeAll(async () => {
  ({ database } = await freshDatabase());
  await database.db.execute(sql`create table copy_probe (a text, b integer, c timestamptz)`);
});
afterAll(() => database.close());

describe('copyRows', () => {
  it('escapes what COPY text gives a meaning to', () => {
    expect(copyLine(['a\tb', 'c\nd\re', 'back\\slash', null, 7])).toBe('a\\tb\tc\\nd\\re\tback\\\\slash\t\\N\t7\n');
  });

  it('stores rows exactly, tabs, newlines, backslashes, nulls and any script included', async () => {
    const texts = ['plain', 'tab\there', 'line\nbreak\r', 'C:\\path\\N', '\\N', 'émoji 🎉 日本', ''];
    const at = new Date('2026-11-22T10:00:00.123Z');
    await database.copyRows('copy_probe', ['a', 'b', 'c'], [...texts.map((t, i) => copyLine([t, i, at.toISOString()])), copyLine([null, null, null])].join(''));
    const { rows } = (await database.db.execute(sql`select a, b, c from copy_probe order by b nulls last`)) as unknown as { rows: { a: string | null; b: number | null; c: Date | string | null }[] };
    expect(rows.map((r) => r.a)).toEqual([...texts, null]);
    expect(rows.map((r) => r.b)).toEqual([0, 1, 2, 3, 4, 5, 6, null]);
    expect(new Date(rows[0].c!).toISOString()).toBe(at.toISOString());
  });

  it('refuses identifiers it would have to quote, and stores nothing of a bad batch', async () => {
    await expect(database.copyRows('copy_probe; drop table x', ['a'], '')).rejects.toThrow('bad identifier');
    await expect(database.copyRows('copy_probe', ['a', 'b'], copyLine(['fine', 1]) + copyLine(['bad', 'not a number']))).rejects.toThrow();
    const { rows } = (await database.db.execute(sql`select count(*)::int as n from copy_probe where a in ('fine', 'bad')`)) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(0);
  });
});
