import { Activity, ClipboardList, DollarSign, Globe } from 'lucide-react';
import type { Payment } from '@shared/billing';
import type { Website } from '@shared/websites';
import { StatCard } from '@/components/ui/stat-card';
import { money } from '@/features/billing/lib/payment-display';
import type { UptimeAverageState } from '../api/use-uptime-average';
import { activeWebsiteCount, monthlyRevenue } from '../lib/dashboard-stats';
import { UPTIME_AVERAGE_DAYS, uptimeAverageText } from '../lib/uptime-average';

function uptimeNote(uptime: Pick<UptimeAverageState, 'average' | 'isLoading' | 'failed' | 'allFailed'>): string {
  if (uptime.isLoading) return 'Measuring...';
  if (uptime.allFailed) return 'Uptime could not be loaded';
  if (uptime.average === null) return 'No measurements yet';
  return uptime.failed ? `Last ${UPTIME_AVERAGE_DAYS} days (some websites not loaded)` : `Last ${UPTIME_AVERAGE_DAYS} days`;
}

/**
 * The stat cards row. Pending Requests is the real count and Uptime Average the measured mean over the
 * last 30 days (DESIGN decisions).
 */
export function DashboardStats({
  websites,
  payments,
  pendingRequests,
  uptime,
}: {
  websites: Pick<Website, 'status'>[];
  payments: Payment[] | undefined;
  /** Undefined while loading or when the change requests could not be loaded. */
  pendingRequests: number | undefined;
  uptime: Pick<UptimeAverageState, 'average' | 'isLoading' | 'failed' | 'allFailed'>;
}) {
  return (
    <section aria-label="Statistics" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Active Websites" value={activeWebsiteCount(websites)} icon={<Globe />} note={`of ${websites.length} ${websites.length === 1 ? 'website' : 'websites'}`} />
      <StatCard
        label="Monthly Revenue"
        value={payments ? money(monthlyRevenue(payments)) : '—'}
        icon={<DollarSign />}
        note={payments ? 'Paid hosting' : 'Payments could not be loaded'}
      />
      <StatCard
        label="Pending Requests"
        value={pendingRequests ?? '—'}
        icon={<ClipboardList />}
        note={pendingRequests === undefined ? 'Change requests not loaded' : 'Change requests awaiting review'}
      />
      <StatCard
        label="Uptime Average"
        value={uptime.isLoading || uptime.allFailed ? '—' : uptimeAverageText(uptime.average)}
        icon={<Activity />}
        note={uptimeNote(uptime)}
      />
    </section>
  );
}
