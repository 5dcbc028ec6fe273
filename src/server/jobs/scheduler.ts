import { Cron } from 'croner';
import type { AppContext } from '../context';
import { runJobs } from './runner';

/** Every feature's jobs, in the order they must run. */
export function allJobs(ctx: AppContext) {
  return [...ctx.services.billingJobs.jobs(), ...ctx.services.analytics.jobs()];
}

/** Every job now, whether or not it already ran this period (`npm run jobs -- --once`). */
export const runAllJobs = (ctx: AppContext) => runJobs(ctx.database.db, allJobs(ctx), ctx.log);

const SCHEDULE_PERIOD_MS = 10 * 60 * 1000;

/** Runs all jobs every 10 minutes (and once shortly after start); stop() on shutdown. */
export function startScheduler(ctx: AppContext): { stop(): void } {
  // With several processes on one database each job runs once per 10-minute period, whichever gets it.
  const cron = new Cron('*/10 * * * *', { protect: true, catch: (err) => ctx.log.error({ err }, 'scheduled run failed') }, async () => {
    await runJobs(ctx.database.db, allJobs(ctx), ctx.log, { periodMs: SCHEDULE_PERIOD_MS });
  });
  const first = setTimeout(() => void cron.trigger(), 5_000);
  first.unref();
  // Today's analytics row includes what was collected up to about a minute ago (ANALYTICS_ROLLUP_S).
  let rolling = false;
  const rollup = setInterval(() => {
    if (rolling) return;
    rolling = true;
    runJobs(ctx.database.db, ctx.services.analytics.jobs(), ctx.log, { periodMs: ctx.config.ANALYTICS_ROLLUP_S * 1000 })
      .catch((err) => ctx.log.error({ err }, 'analytics rollup failed'))
      .finally(() => (rolling = false));
  }, ctx.config.ANALYTICS_ROLLUP_S * 1000);
  rollup.unref();
  if (ctx.config.MONITOR) ctx.services.monitor.start();
  return {
    stop: () => {
      clearTimeout(first);
      cron.stop();
      clearInterval(rollup);
      ctx.services.monitor.stop();
    },
  };
}
