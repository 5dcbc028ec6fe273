import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { copyLine, type Database, type Tx } from '../../db/client';
import { analyticsDaily, analyticsEvents, analyticsSalts, uptimeChecks, websites } from '../../db/schema';
import type { DayFigures } from './rollup';

/** A collected page view or page leave, as it is stored. */
export interface NewEvent {
  websiteId: string;
  /** YYYY-MM-DD (UTC) */
  day: string;
  visitorId: string;
  kind: 'pageview' | 'leave';
  path: string;
  referrer: string | null;
  durationMs: number | null;
  /** epoch ms */
  at: number;
}

const EVENT_COLUMNS = ['website_id', 'day', 'visitor_id', 'kind', 'path', 'referrer', 'duration_ms', 'at'] as const;

/** An event as a line of its batch (COPY text), made when the beacon arrives: the buffer holds strings. */
export const eventLine = (e: NewEvent) => copyLine([e.websiteId, e.day, e.visitorId, e.kind, e.path, e.referrer, e.durationMs, new Date(e.at).toISOString()]);

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
   * A batch of events (lines of `eventLine`) in one COPY: about half the cost per row of an INSERT … SELECT on
   * the embedded database, where it runs on the server's one thread. The website ids come from the live
   * domain table (websites are never deleted, only marked deleted), so the log has no foreign key to check
   * per row.
   */
  async insertEvents(database: Database, lines: string[]) {
    if (!lines.length) return;
    await database.copyRows('analytics_events', EVENT_COLUMNS, lines.join(''));
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

  /**
   * Deletes the raw events and uptime checks of the days before `day`. Website by website, so each delete
   * walks the (website, day) index instead of reading the whole log. Returns the number of rows deleted.
   */
  async deleteRawBefore(db: Tx, day: string): Promise<number> {
    const sites = await db.select({ id: websites.id }).from(websites);
    let deleted = 0;
    for (const { id } of sites) {
      const result = await db.execute<{ n: number }>(sql`
        with e as (delete from ${analyticsEvents} where website_id = ${id} and day < ${day} returning 1),
             c as (delete from ${uptimeChecks} where website_id = ${id} and day < ${day} returning 1)
        select (select count(*) from e)::int + (select count(*) from c)::int as n`);
      deleted += (result as unknown as { rows: { n: number }[] }).rows[0].n;
    }
    return deleted;
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
