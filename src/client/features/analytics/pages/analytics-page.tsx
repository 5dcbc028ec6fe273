import { PageHeader } from '@/components/ui/page-header';

/** /analytics — per-website analytics arrive in a later issue. */
export function AnalyticsPage() {
  return <PageHeader title="Analytics" />;
}
