import type { ReactNode } from 'react';
import { BarChart3, Globe } from 'lucide-react';

/** 'No Website Selected' and 'No Analytics Data': a title, a line of help and what to do next. */
export function AnalyticsEmptyState({ kind, children, action }: { kind: 'no-website' | 'no-data'; children: ReactNode; action?: ReactNode }) {
  const Icon = kind === 'no-website' ? Globe : BarChart3;
  return (
    <section aria-labelledby="analytics-empty-title" className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface px-6 py-16 text-center">
      <span aria-hidden="true" className="rounded-full bg-surface-2 p-4 text-accent-soft">
        <Icon className="size-8" />
      </span>
      <h2 id="analytics-empty-title" className="text-xl font-semibold">
        {kind === 'no-website' ? 'No Website Selected' : 'No Analytics Data'}
      </h2>
      <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </section>
  );
}
