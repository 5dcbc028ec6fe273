import type { ReactNode } from 'react';
import type { ChangeRequest } from '@shared/change-requests';
import { formatDate } from '@/features/websites/lib/website-display';
import { typeLabel, websiteNameOf } from '../lib/change-request-display';
import { ChangeRequestStatusBadge } from './change-request-status-badge';

/** A request's title (with `titleId`, which the row's action points at) and its status. */
export function ChangeRequestTitle({ request, titleId }: { request: Pick<ChangeRequest, 'title' | 'status'>; titleId: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p id={titleId} className="font-medium break-words">
        {request.title}
      </p>
      <ChangeRequestStatusBadge status={request.status} />
    </div>
  );
}

/** The line under a request's title: its website, type and creation date, then what a screen adds. */
export function ChangeRequestFacts({ request, className, children }: { request: ChangeRequest; className?: string; children?: ReactNode }) {
  return (
    <p className={className}>
      {websiteNameOf(request)} · {typeLabel(request.type)} · Created {formatDate(request.createdAt, 'N/A')}
      {children}
    </p>
  );
}
