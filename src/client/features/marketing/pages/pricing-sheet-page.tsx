import { PageHeader } from '@/components/ui/page-header';

/** /pricing-sheet (public) — pricing cards and terms arrive in a later issue. */
export function PricingSheetPage() {
  return <PageHeader title="Pricing Sheet" />;
}
