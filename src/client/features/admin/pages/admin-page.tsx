import { PageHeader } from '@/components/ui/page-header';

/** /admin — the change-request review list arrives in a later issue. */
export function AdminPage() {
  return <PageHeader title="Admin Panel" />;
}
