import { PageHeader } from '@/components/ui/page-header';

/** /websites — website management arrives in a later issue. */
export function WebsitesPage() {
  return <PageHeader title="My Websites" />;
}
