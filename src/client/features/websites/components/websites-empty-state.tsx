import type { ReactNode } from 'react';
import { Globe } from 'lucide-react';

/** SPEC section 2: the same empty state on My Websites and the dashboard. */
export function WebsitesEmptyState({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-12 text-center">
      <Globe className="size-10 text-muted-foreground" aria-hidden="true" />
      <div>
        <h3 className="text-lg font-semibold">No websites yet</h3>
        <p className="mt-1 text-sm text-muted-foreground">Create your first website to get started</p>
      </div>
      {action}
    </div>
  );
}
