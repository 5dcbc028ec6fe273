import { PageHeader } from '@/components/ui/page-header';

/** /change-requests — change requests arrive in a later issue. */
export function ChangeRequestsPage() {
  return <PageHeader title="Request Tracking" />;
}
