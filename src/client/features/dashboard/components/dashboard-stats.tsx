import { Globe } from 'lucide-react';
import type { Website } from '@shared/websites';
import { StatCard } from '@/components/ui/stat-card';
import { activeWebsiteCount } from '../lib/dashboard-stats';

/**
 * The stat cards row. Monthly Revenue, Pending Requests and Uptime Average join it with the billing,
 * change request and analytics APIs; until then they are left out rather than shown with made-up figures.
 */
export function DashboardStats({ websites }: { websites: Pick<Website, 'status'>[] }) {
  return (
    <section aria-label="Statistics" className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Active Websites" value={activeWebsiteCount(websites)} icon={<Globe />} note={`of ${websites.length} ${websites.length === 1 ? 'website' : 'websites'}`} />
    </section>
  );
}
