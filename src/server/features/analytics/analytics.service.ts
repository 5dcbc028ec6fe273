import type { Db } from '../../db/client';
import { analyticsRepository } from './analytics.repository';

export class AnalyticsService {
  constructor(private readonly db: Db) {}

  /** A website's daily figures as CSV (for its backup). Ownership is checked by the caller. */
  async dailyCsv(websiteId: string): Promise<string> {
    const rows = await analyticsRepository.allDays(this.db, websiteId);
    const lines = ['date,visitors,pageViews,bounceRate,uptime,responseTime,avgSessionDuration'];
    for (const r of rows) {
      lines.push([r.day, r.visitors, r.pageViews, r.bounceRate, r.uptime, r.responseTime, r.avgSessionDuration].join(','));
    }
    return `${lines.join('\n')}\n`;
  }
}
