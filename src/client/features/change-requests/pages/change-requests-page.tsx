import { useState } from 'react';
import { useSearch } from 'wouter';
import { Plus } from 'lucide-react';
import type { ChangeRequest } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { useChangeRequests } from '../api/use-change-requests';
import { ChangeRequestDetailsDialog } from '../components/change-request-details-dialog';
import { ChangeRequestList } from '../components/change-request-list';
import { ChangeRequestStats } from '../components/change-request-stats';
import { NewChangeRequestDialog } from '../components/new-change-request-dialog';
import { requestTypeFromQuery } from '../lib/change-request-form';
import { countByStatus } from '../lib/change-request-stats';

const TITLE = 'Request Tracking';

/** /change-requests: counts, the client's requests with their details, and the New Change Request modal. */
export function ChangeRequestsPage() {
  const requests = useChangeRequests();
  useRecheckSessionOn401(requests.error);
  // Settings → Feature Request / Report Bug arrive with ?new=feature|bug: the form opens with that type.
  const presetType = requestTypeFromQuery(useSearch());
  const [creating, setCreating] = useState(presetType !== null);
  const [viewing, setViewing] = useState<ChangeRequest | null>(null);

  if (requests.isLoading) return <LoadingState label="Loading your change requests..." />;
  if (requests.isError || !requests.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadError message="We couldn't load your change requests. Please try again." onRetry={() => void requests.refetch()} />
      </>
    );
  }

  const list = requests.data;
  // The open details follow the list, so a refetch shows the latest status and notes.
  const shown = viewing ? (list.find((r) => r.id === viewing.id) ?? viewing) : null;
  return (
    <>
      <PageHeader title={TITLE} description="Ask for changes to your websites and follow their progress.">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create Change Request
        </Button>
      </PageHeader>
      <ChangeRequestStats counts={countByStatus(list)} />
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Your Requests</CardTitle>
          <CardDescription>Newest first.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          <ChangeRequestList requests={list} onView={setViewing} />
        </CardContent>
      </Card>
      <NewChangeRequestDialog open={creating} onOpenChange={setCreating} initialType={presetType} />
      <ChangeRequestDetailsDialog request={shown} onClose={() => setViewing(null)} />
    </>
  );
}
