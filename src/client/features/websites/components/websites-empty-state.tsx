import type { ReactNode } from 'react';
import { Globe } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** SPEC section 2: the same empty state on My Websites and the dashboard. */
export function WebsitesEmptyState({ action }: { action?: ReactNode }) {
  return (
    <EmptyState icon={Globe} size="large" titleAs="h3" title="No websites yet" description="Create your first website to get started" action={action} />
  );
}
