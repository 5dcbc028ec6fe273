import { PageHeader } from '@/components/ui/page-header';

/** / — the landing page; hero, capability cards and feature tiles arrive in a later issue. */
export function HomePage() {
  return <PageHeader title="Future-Ready Web Solutions" />;
}
