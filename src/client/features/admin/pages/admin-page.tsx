import { useState } from 'react';
import type { AdminChangeRequest } from '@shared/change-requests';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { countByStatus } from '@/features/change-requests/lib/change-request-stats';
import { AdminOrdersPanel } from '@/features/orders/components/admin-orders-panel';
import { useAdminChangeRequests } from '../api/use-admin-change-requests';
import { AdminChangeRequestList } from '../components/admin-change-request-list';
import { AdminNav } from '../components/admin-nav';
import { AdminChangeRequestStats } from '../components/admin-change-request-stats';
import { UpdateChangeRequestDialog } from '../components/update-change-request-dialog';

const TITLE = 'Admin Panel';

function ChangeRequestsSection() {
  const requests = useAdminChangeRequests();
  useRecheckSessionOn401(requests.error);
  const [updating, setUpdating] = useState<AdminChangeRequest | null>(null);

  if (requests.isLoading) return <LoadingState label="Loading admin panel..." />;
  if (requests.isError || !requests.data) {
    return <LoadError message="We couldn't load the change requests. Please try again." onRetry={() => void requests.refetch()} />;
  }
  const list = requests.data;
  return (
    <>
      <AdminChangeRequestStats counts={countByStatus(list)} />
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Change Requests</CardTitle>
          <CardDescription>Every client's requests, newest first.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <AdminChangeRequestList requests={list} onUpdate={setUpdating} />
        </CardContent>
      </Card>
      <UpdateChangeRequestDialog request={updating} onClose={() => setUpdating(null)} />
    </>
  );
}

/** /admin (inside RequireAdmin): counts and every change request with its update modal, then the service orders. */
export function AdminPage() {
  return (
    <>
      <PageHeader title={TITLE} description="Review and update your clients' change requests and service orders." />
      <AdminNav />
      <ChangeRequestsSection />
      {/* The orders screens' panel is its own region titled 'Service Orders'. */}
      <div className="mt-8">
        <AdminOrdersPanel />
      </div>
    </>
  );
}
