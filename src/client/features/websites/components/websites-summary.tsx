import { AlertTriangle, CheckCircle2, Globe, Wrench } from 'lucide-react';
import { websiteTiles, type Website } from '@shared/websites';
import { StatCard } from '@/components/ui/stat-card';

/** Total, Active, Maintenance and Issues (suspended + inactive). */
export function WebsitesSummary({ websites }: { websites: Pick<Website, 'status'>[] }) {
  const tiles = websiteTiles(websites);
  return (
    <section aria-label="Websites summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total Websites" value={tiles.total} icon={<Globe />} />
      <StatCard label="Active" value={tiles.active} icon={<CheckCircle2 />} />
      <StatCard label="Maintenance" value={tiles.maintenance} icon={<Wrench />} />
      <StatCard label="Issues" value={tiles.issues} icon={<AlertTriangle />} />
    </section>
  );
}
