import { PageHeader } from '@/components/ui/page-header';

/** /pricing (signed in) — pricing cards arrive in a later issue. */
export function PricingPage() {
  return <PageHeader title="Pricing" />;
}
