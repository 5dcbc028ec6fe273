import { PageHeader } from '@/components/ui/page-header';

/** /add-ons — the static catalogue arrives in a later issue. */
export function AddOnsPage() {
  return <PageHeader title="Add-Ons" />;
}
