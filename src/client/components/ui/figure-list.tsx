import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** Labelled figures (a description list): the label small and muted, the value under it. */
export function FigureList({ figures, className, truncate = true }: { figures: ReadonlyArray<readonly [string, ReactNode]>; className?: string; truncate?: boolean }) {
  return (
    <dl className={className}>
      {figures.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className={cn('text-sm font-medium tabular-nums', truncate && 'truncate')}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
