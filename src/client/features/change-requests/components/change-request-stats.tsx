import { CheckCircle2, ClipboardList, Clock, Loader } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { StatusCounts } from '../lib/change-request-stats';

/** Total, Pending, In Progress and Completed, counted from the list. */
export function ChangeRequestStats({ counts }: { counts: StatusCounts }) {
  return (
    <section aria-label="Change request summary" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total" value={counts.total} icon={<ClipboardList />} />
      <StatCard label="Pending" value={counts.pending} icon={<Clock />} />
      <StatCard label="In Progress" value={counts.inProgress} icon={<Loader />} />
      <StatCard label="Completed" value={counts.completed} icon={<CheckCircle2 />} />
    </section>
  );
}
