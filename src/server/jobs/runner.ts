import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLocks } from '../db/schema';
import type { Job } from './job';

const LEASE_MS = 10 * 60 * 1000;
const owner = `${process.pid}-${randomUUID()}`;

export interface JobResult {
  name: string;
  status: 'done' | 'failed' | 'skipped';
  count?: number;
  error?: string;
}

/**
 * Runs jobs in order, each under a lease lock in the database (so two processes never run the
 * same job at once) and isolated: one failing job does not stop the rest. `periodMs`: at most once per
 * period (aligned to the epoch, like the scheduler's cron) across every process; without it (the
 * `npm run jobs -- --once` command) a job runs whenever no one else is running it. Locks use real time,
 * never a test clock: they are about processes, not about the business calendar.
 */
export async function runJobs(db: Db, jobs: Job[], log: FastifyBaseLogger, options: { periodMs?: number } = {}): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    const now = new Date();
    // With a period (the scheduler's), a job that any process already ran since the period began is
    // skipped: with several servers each scheduled job runs once per period, not once per process.
    const periodStart = options.periodMs ? new Date(Math.floor(now.getTime() / options.periodMs) * options.periodMs) : null;
    const free = lt(jobLocks.lockedUntil, now);
    const [lock] = await db
      .insert(jobLocks)
      .values({ name: job.name, owner, lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .onConflictDoUpdate({
        target: jobLocks.name,
        set: { owner, lockedUntil: new Date(now.getTime() + LEASE_MS) },
        setWhere: periodStart ? and(free, or(isNull(jobLocks.lastRunAt), lt(jobLocks.lastRunAt, periodStart))) : free,
      })
      .returning();
    if (!lock) {
      results.push({ name: job.name, status: 'skipped' });
      continue;
    }
    try {
      const count = await job.run();
      results.push({ name: job.name, status: 'done', count });
    } catch (err) {
      log.error({ err, job: job.name }, 'job failed');
      results.push({ name: job.name, status: 'failed', error: (err as Error).message });
    } finally {
      await db
        .update(jobLocks)
        .set({ lockedUntil: new Date(0), lastRunAt: new Date() })
        .where(and(eq(jobLocks.name, job.name), eq(jobLocks.owner, owner)));
    }
  }
  return results;
}
