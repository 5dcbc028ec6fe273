import { PageHeader } from '@/components/ui/page-header';

/** /services — the service catalogue arrives in a later issue. */
export function ServicesPage() {
  return <PageHeader title="Services" />;
}
