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
    // Compact below sm, where the tiles stand two abreast: a long one-word label (Maintenance) fits beside
    // the icon instead of running under it.
    <div
      role="group"
      aria-label={label}
      className={cn('flex items-start justify-between gap-2 rounded-xl border border-border bg-surface p-4 shadow-lg shadow-black/20 sm:gap-4 sm:p-5', className)}
    >
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground sm:text-sm">{label}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{value}</p>
        {note && <p className="mt-1 text-xs text-muted-foreground">{note}</p>}
      </div>
      <div aria-hidden="true" className="shrink-0 rounded-lg bg-surface-2 p-2 text-accent-soft sm:p-2.5 [&_svg]:size-4 sm:[&_svg]:size-5">
        {icon}
      </div>
    </div>
  );
}
