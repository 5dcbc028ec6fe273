import type * as React from 'react';
import { cn } from '@/lib/utils';

/** One figure with its label and icon: dashboard stats and the My Websites summary tiles. */
export function StatCard({
  label,
  value,
  icon,
  note,
  className,
}: {
  label: string;
  value: React.ReactNode;
  icon: React.ReactNode;
  note?: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn('flex items-start justify-between gap-4 rounded-xl border border-border bg-surface p-5 shadow-lg shadow-black/20', className)}>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
        {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
      </div>
      <div aria-hidden="true" className="rounded-lg bg-surface-2 p-2.5 text-accent-soft [&_svg]:size-5">
        {icon}
      </div>
    </div>
  );
}
