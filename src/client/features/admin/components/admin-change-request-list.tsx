import { ClipboardList, Pencil } from 'lucide-react';
import type { AdminChangeRequest } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/features/websites/lib/website-display';
import { AttachmentLinks } from '@/features/change-requests/components/attachment-links';
import { ChangeRequestFacts, ChangeRequestTitle } from '@/features/change-requests/components/change-request-heading';
import { EstimatedCost } from '@/features/change-requests/components/estimated-cost';
import { EmptyState } from '@/components/ui/empty-state';

function AdminRequestItem({ request, onUpdate }: { request: AdminChangeRequest; onUpdate: (request: AdminChangeRequest) => void }) {
  const titleId = `admin-change-request-${request.id}`;
  return (
    <li className="grid grid-cols-1 gap-3 py-5 first:pt-0 last:pb-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <ChangeRequestTitle request={request} titleId={titleId} />
          {/* An e-mail address has no spaces: it may break anywhere rather than widen the row past a phone's screen. */}
          <p className="mt-1 text-sm [overflow-wrap:anywhere]">
            {request.client.name}
            {request.client.name !== request.client.email && <span className="text-muted-foreground"> · {request.client.email}</span>}
          </p>
          <ChangeRequestFacts request={request} className="mt-0.5 text-xs text-muted-foreground">
            {request.completedAt && ` · Completed ${formatDate(request.completedAt, 'N/A')}`}
          </ChangeRequestFacts>
        </div>
        <div className="flex shrink-0 items-center justify-between gap-4 sm:justify-end">
          <EstimatedCost cost={request.estimatedCost} />
          <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onUpdate(request)}>
            <Pencil aria-hidden="true" />
            Update Status
          </Button>
        </div>
      </div>
      <p className="line-clamp-3 whitespace-pre-wrap text-sm text-muted-foreground">{request.description}</p>
      {request.adminNotes && (
        <p className="rounded-md border border-border bg-surface-2 px-3 py-2 text-sm whitespace-pre-wrap break-words">
          <span className="font-medium">Notes: </span>
          {request.adminNotes}
        </p>
      )}
      <AttachmentLinks attachments={request.attachments} />
    </li>
  );
}

/** Every client's change requests, newest first, each with its update action; or the empty state. */
export function AdminChangeRequestList({ requests, onUpdate }: { requests: AdminChangeRequest[]; onUpdate: (request: AdminChangeRequest) => void }) {
  if (requests.length === 0) {
    return (
      <EmptyState icon={ClipboardList} size="large" title="No change requests found" />
    );
  }
  return (
    <ul aria-label="All change requests" className="divide-y divide-border">
      {requests.map((request) => (
        <AdminRequestItem key={request.id} request={request} onUpdate={onUpdate} />
      ))}
    </ul>
  );
}
