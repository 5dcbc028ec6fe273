import { ClipboardList, Eye, Paperclip } from 'lucide-react';
import type { ChangeRequest } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { ChangeRequestFacts, ChangeRequestTitle } from './change-request-heading';
import { EstimatedCost } from './estimated-cost';
import { EmptyState } from '@/components/ui/empty-state';

function RequestItem({ request, onView }: { request: ChangeRequest; onView: (request: ChangeRequest) => void }) {
  const titleId = `change-request-${request.id}`;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <ChangeRequestTitle request={request} titleId={titleId} />
        <ChangeRequestFacts request={request} className="mt-1 text-xs text-muted-foreground">
          {request.attachments.length > 0 && (
            <span className="ml-1 inline-flex items-center gap-0.5 align-middle">
              · <Paperclip className="ml-1 size-3" aria-hidden="true" />
              {request.attachments.length} file(s)
            </span>
          )}
        </ChangeRequestFacts>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <EstimatedCost cost={request.estimatedCost} />
        <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onView(request)}>
          <Eye aria-hidden="true" />
          View Details
        </Button>
      </div>
    </li>
  );
}

/** The client's requests, newest first, or the empty state. */
export function ChangeRequestList({ requests, onView }: { requests: ChangeRequest[]; onView: (request: ChangeRequest) => void }) {
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        size="large"
        titleAs="h3"
        title="No change requests yet"
        description="Ask the studio for a change to one of your websites and follow it here."
      />
    );
  }
  return (
    <ul aria-label="Change requests" className="divide-y divide-border">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} onView={onView} />
      ))}
    </ul>
  );
}
