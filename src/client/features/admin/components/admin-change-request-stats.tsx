import { CheckCircle2, ClipboardList, Clock, Loader } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { StatusCounts } from '@/features/change-requests/lib/change-request-stats';

/** Pending, In Progress, Completed and Total across every client. */
export function AdminChangeRequestStats({ counts }: { counts: StatusCounts }) {
  return (
    <section aria-label="Change request counts" className="mb-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Pending" value={counts.pending} icon={<Clock />} />
      <StatCard label="In Progress" value={counts.inProgress} icon={<Loader />} />
      <StatCard label="Completed" value={counts.completed} icon={<CheckCircle2 />} />
      <StatCard label="Total" value={counts.total} icon={<ClipboardList />} />
    </section>
  );
}
