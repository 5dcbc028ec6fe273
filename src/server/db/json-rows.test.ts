import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-app';
import type { Database } from './client';
import { selectJsonRows } from './json-rows';
import { payments, users, websites } from './schema';

let database: Database;
let userId: string;
beforeAll(async () => {
  ({ database } = await freshDatabase());
  const [user] = await database.db.insert(users).values({ email: 'json.rows@example.com', passwordHash: 'x' }).returning();
  userId = user.id;
  const [site] = await database.db
    .insert(websites)
    .values({ userId, name: 'Ünïcode "quoted" \\ site', domain: 'json.example', hostingPrice: '9999999999.99', tlsValidTo: new Date('2027-01-02T03:04:05.678Z') })
    .returning();
  await database.db.insert(payments).values([
    { userId, websiteId: site.id, type: 'hosting', description: 'Line\nbreak', amount: '0.10', dueDate: new Date('2026-11-20T10:00:00.123Z'), paidAt: new Date('2026-11-21T00:00:00Z'), status: 'paid', cardBrand: 'visa', cardLast4: '4242' },
    { userId, websiteId: null, type: 'other', description: 'No site', amount: '12345678.90', dueDate: new Date('2026-12-01T00:00:00Z') },
  ]);
  // Microseconds, as the database itself may write them: read back the same way as a normal select.
  await database.db.execute(sql`update ${payments} set created_at = '2026-11-19 08:07:06.123456+00' where ${payments.type} = 'other'`);
});
afterAll(() => database.close());

describe('selectJsonRows', () => {
  it('returns exactly what db.select returns for the same columns, in the same order', async () => {
    const selection = {
      id: payments.id,
      websiteId: payments.websiteId,
      description: payments.description,
      amount: payments.amount,
      status: payments.status,
      dueDate: payments.dueDate,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      cardLast4: payments.cardLast4,
    };
    const viaSelect = await database.db.select(selection).from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.dueDate));
    const viaJson = await selectJsonRows(database.db, payments, selection, eq(payments.userId, userId), sql`${payments.dueDate} desc`);
    expect(viaJson).toEqual(viaSelect);
    expect(viaJson.map((p) => p.amount)).toEqual(['12345678.90', '0.10']);
    expect(viaJson[1].dueDate).toBeInstanceOf(Date);
  });

  it('keeps large money values, text with quotes and unicode, and null timestamps', async () => {
    const selection = { name: websites.name, hostingPrice: websites.hostingPrice, tlsValidTo: websites.tlsValidTo, lastUpdated: websites.lastUpdated, monthlyVisits: websites.monthlyVisits };
    const [row] = await selectJsonRows(database.db, websites, selection, eq(websites.userId, userId), sql`${websites.createdAt}`);
    expect(row).toEqual({ name: 'Ünïcode "quoted" \\ site', hostingPrice: '9999999999.99', tlsValidTo: new Date('2027-01-02T03:04:05.678Z'), lastUpdated: null, monthlyVisits: 0 });
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await selectJsonRows(database.db, payments, { id: payments.id }, eq(payments.userId, '00000000-0000-0000-0000-000000000000'), sql`${payments.id}`)).toEqual([]);
  });
});
