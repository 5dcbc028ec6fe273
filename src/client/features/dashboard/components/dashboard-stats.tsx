import { DollarSign, Globe } from 'lucide-react';
import type { Payment } from '@shared/billing';
import type { Website } from '@shared/websites';
import { StatCard } from '@/components/ui/stat-card';
import { money } from '@/features/billing/lib/payment-display';
import { activeWebsiteCount, monthlyRevenue } from '../lib/dashboard-stats';

/**
 * The stat cards row. Pending Requests and Uptime Average join it with the change request and analytics
 * APIs; until then they are left out rather than shown with made-up figures.
 */
export function DashboardStats({ websites, payments }: { websites: Pick<Website, 'status'>[]; payments: Payment[] | undefined }) {
  return (
    <section aria-label="Statistics" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Active Websites" value={activeWebsiteCount(websites)} icon={<Globe />} note={`of ${websites.length} ${websites.length === 1 ? 'website' : 'websites'}`} />
      <StatCard
        label="Monthly Revenue"
        value={payments ? money(monthlyRevenue(payments)) : '—'}
        icon={<DollarSign />}
        note={payments ? 'Paid hosting' : 'Payments could not be loaded'}
      />
    </section>
  );
}
