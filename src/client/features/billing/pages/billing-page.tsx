import { PageHeader } from '@/components/ui/page-header';

/** /billing — payments and the card form arrive in a later issue. */
export function BillingPage() {
  return <PageHeader title="Billing and Payments" />;
}
