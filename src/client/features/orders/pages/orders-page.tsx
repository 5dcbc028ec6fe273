import { PageHeader } from '@/components/ui/page-header';

/** /orders — the service cards arrive in a later issue. */
export function OrdersPage() {
  return <PageHeader title="Order Services" />;
}
