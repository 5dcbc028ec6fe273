import type { ReactNode } from 'react';
import type { ChangeRequest } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/features/websites/lib/website-display';
import { typeLabel, websiteNameOf } from '../lib/change-request-display';
import { AttachmentLinks } from './attachment-links';
import { ChangeRequestStatusBadge } from './change-request-status-badge';
import { EstimatedCost } from './estimated-cost';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="mt-1 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Everything about one request; the studio's notes are read-only here. */
export function ChangeRequestDetailsDialog({ request, onClose }: { request: ChangeRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {request && (
          <>
            <DialogHeader>
              <DialogTitle className="leading-snug break-words">{request.title}</DialogTitle>
              <DialogDescription>Change request for {websiteNameOf(request)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <Detail term="Status">
                <ChangeRequestStatusBadge status={request.status} />
              </Detail>
              <Detail term="Type">{typeLabel(request.type)}</Detail>
              <Detail term="Estimated Cost">
                <EstimatedCost cost={request.estimatedCost} />
              </Detail>
              <Detail term="Website">{websiteNameOf(request)}</Detail>
              <Detail term="Created">{formatDate(request.createdAt, 'N/A')}</Detail>
              <Detail term="Completed">{formatDate(request.completedAt, 'Not yet')}</Detail>
            </dl>
            <dl className="grid gap-4">
              <Detail term="Description">
                <span className="whitespace-pre-wrap">{request.description}</span>
              </Detail>
              <Detail term="Admin Notes">
                {request.adminNotes ? (
                  <span className="block whitespace-pre-wrap rounded-md border border-border bg-surface-2 px-3 py-2">{request.adminNotes}</span>
                ) : (
                  <span className="text-muted-foreground">No notes from the studio yet.</span>
                )}
              </Detail>
              <Detail term="Attachments">
                {request.attachments.length > 0 ? (
                  <AttachmentLinks attachments={request.attachments} />
                ) : (
                  <span className="text-muted-foreground">No attachments</span>
                )}
              </Detail>
            </dl>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
