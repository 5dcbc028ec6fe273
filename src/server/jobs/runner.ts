import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
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
 * same job at once) and isolated: one failing job does not stop the rest. Locks use real time,
 * never a test clock: they are about processes, not about the business calendar.
 */
export async function runJobs(db: Db, jobs: Job[], log: FastifyBaseLogger): Promise<JobResult[]> {
  const results: JobResult[] = [];
  for (const job of jobs) {
    const now = new Date();
    const [lock] = await db
      .insert(jobLocks)
      .values({ name: job.name, owner, lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .onConflictDoUpdate({
        target: jobLocks.name,
        set: { owner, lockedUntil: new Date(now.getTime() + LEASE_MS) },
        setWhere: lt(jobLocks.lockedUntil, now),
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
