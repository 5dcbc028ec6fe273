import { ClipboardList, DollarSign, Globe } from 'lucide-react';
import type { Payment } from '@shared/billing';
import type { Website } from '@shared/websites';
import { StatCard } from '@/components/ui/stat-card';
import { money } from '@/features/billing/lib/payment-display';
import { activeWebsiteCount, monthlyRevenue } from '../lib/dashboard-stats';

/**
 * The stat cards row. Uptime Average joins it with the analytics API; until then it is left out rather
 * than shown with a made-up figure. Pending Requests is the real count (DESIGN decisions).
 */
export function DashboardStats({
  websites,
  payments,
  pendingRequests,
}: {
  websites: Pick<Website, 'status'>[];
  payments: Payment[] | undefined;
  /** Undefined while loading or when the change requests could not be loaded. */
  pendingRequests: number | undefined;
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
    </section>
  );
}
