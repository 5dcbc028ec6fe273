import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { analyticsDaily, analyticsEvents, analyticsSalts, uptimeChecks, websites } from '../../db/schema';
import type { DayFigures } from './rollup';

export const analyticsRepository = {
  /** Every day row of a website, oldest first. The caller has checked ownership of the website. */
  allDays(db: Tx, websiteId: string) {
    return db.select().from(analyticsDaily).where(eq(analyticsDaily.websiteId, websiteId)).orderBy(asc(analyticsDaily.day));
  },

  range(db: Tx, websiteId: string, fromDay: string, toDay: string) {
    return db
      .select()
      .from(analyticsDaily)
      .where(and(eq(analyticsDaily.websiteId, websiteId), gte(analyticsDaily.day, fromDay), lte(analyticsDaily.day, toDay)))
      .orderBy(asc(analyticsDaily.day));
  },

  /** The salt of a day, made once (whoever asks first). */
  async saltFor(db: Tx, day: string, fresh: string): Promise<string> {
    await db.insert(analyticsSalts).values({ day, salt: fresh }).onConflictDoNothing();
    const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
    return row.salt;
  },

  async deleteSaltsBefore(db: Tx, day: string) {
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  },

  /**
   * A batch of events in one statement with one parameter: the rows as JSON, expanded by the database.
   * (A 1,000-row VALUES list costs more to build in JavaScript than to store.) Rows of a website that
   * no longer exists are skipped rather than failing the batch.
   */
  async insertEvents(db: Tx, rows: (typeof analyticsEvents.$inferInsert)[]) {
    if (!rows.length) return;
    const json = JSON.stringify(
      rows.map((r) => ({ w: r.websiteId, d: r.day, v: r.visitorId, k: r.kind, p: r.path, r: r.referrer ?? null, m: r.durationMs ?? null, a: r.at })),
    );
    await db.execute(sql`
      insert into ${analyticsEvents} (website_id, day, visitor_id, kind, path, referrer, duration_ms, at)
      select e.w, e.d, e.v, e.k, e.p, e.r, e.m, e.a
      from jsonb_to_recordset(${json}::jsonb) as e(w uuid, d date, v text, k text, p text, r text, m integer, a timestamptz)
      where exists (select 1 from ${websites} where ${websites.id} = e.w)`);
  },

  async insertCheck(db: Tx, row: typeof uptimeChecks.$inferInsert) {
    await db.insert(uptimeChecks).values(row);
  },

  /** Websites with activity on a day (events or checks). */
  async activeSites(db: Tx, day: string): Promise<string[]> {
    const rows = await db.execute<{ website_id: string }>(sql`
      select website_id from ${analyticsEvents} where day = ${day}
      union select website_id from ${uptimeChecks} where day = ${day}`);
    return (rows as unknown as { rows: { website_id: string }[] }).rows.map((r) => r.website_id);
  },

  dayEvents(db: Tx, websiteId: string, day: string) {
    return db
      .select({ visitorId: analyticsEvents.visitorId, kind: analyticsEvents.kind, at: analyticsEvents.at })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.websiteId, websiteId), eq(analyticsEvents.day, day)));
  },

  dayChecks(db: Tx, websiteId: string, day: string) {
    return db
      .select({ ok: uptimeChecks.ok, responseMs: uptimeChecks.responseMs })
      .from(uptimeChecks)
      .where(and(eq(uptimeChecks.websiteId, websiteId), eq(uptimeChecks.day, day)));
  },

  async upsertDay(db: Tx, websiteId: string, day: string, f: DayFigures) {
    await db
      .insert(analyticsDaily)
      .values({ websiteId, day, ...f })
      .onConflictDoUpdate({ target: [analyticsDaily.websiteId, analyticsDaily.day], set: { ...f } });
  },

  /** monthlyVisits: visitors over the last 30 days, for the given websites. */
  async refreshMonthlyVisits(db: Tx, ids: string[], fromDay: string) {
    if (!ids.length) return;
    await db
      .update(websites)
      .set({
        monthlyVisits: sql`coalesce((select sum(${analyticsDaily.visitors}) from ${analyticsDaily} where ${analyticsDaily.websiteId} = ${websites.id} and ${analyticsDaily.day} >= ${fromDay}), 0)`,
      })
      .where(inArray(websites.id, ids));
  },

  /** Live websites by domain, for resolving beacons. */
  liveDomains(db: Tx) {
    return db.select({ id: websites.id, domain: websites.domain }).from(websites).where(isNull(websites.deletedAt));
  },
};
