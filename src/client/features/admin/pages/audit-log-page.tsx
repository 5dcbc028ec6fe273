import { useId, useState } from 'react';
import { ScrollText } from 'lucide-react';
import type { AuditAction } from '@shared/audit';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { useAuditLog } from '../api/use-audit-log';
import { AdminNav } from '../components/admin-nav';
import { AuditLogTable } from '../components/audit-log-table';
import { auditActionOptions } from '../lib/audit-display';
import { EmptyState } from '@/components/ui/empty-state';

/** /admin/audit (inside RequireAdmin): sign-ins, payments, role changes and admin actions, newest first. */
export function AuditLogPage() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const log = useAuditLog(action);
  useRecheckSessionOn401(log.error);
  const filterId = useId();
  const events = log.data?.pages.flatMap((p) => p.events) ?? [];

  let body;
  if (log.isLoading) body = <LoadingState label="Loading audit log..." className="min-h-32" />;
  else if (log.isError && events.length === 0) body = <LoadError message="We couldn't load the audit log. Please try again." onRetry={() => void log.refetch()} />;
  else if (events.length === 0)
    body = <EmptyState icon={ScrollText} title="No events found" />;
  else
    body = (
      <>
        <AuditLogTable events={events} labelledBy="audit-log-title" />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <p aria-live="polite">
            Showing {events.length} event{events.length === 1 ? '' : 's'}
            {log.hasNextPage ? '' : ' (all)'}
          </p>
          {log.isFetchNextPageError && <p role="alert">We couldn't load more events. Please try again.</p>}
          {log.hasNextPage && (
            <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </div>
      </>
    );

  return (
    <>
      <PageHeader title="Admin Panel" description="Who signed in, paid, changed roles or acted as an admin, and from where." />
      <AdminNav />
      <Card role="region" aria-labelledby="audit-log-title">
        <CardHeader className="px-4 sm:flex-row sm:items-end sm:justify-between sm:px-6">
          <div className="grid gap-1.5">
            <CardTitle id="audit-log-title">Audit Log</CardTitle>
            <CardDescription>Newest first.</CardDescription>
          </div>
          <div className="grid gap-1.5 sm:w-72">
            <Label htmlFor={filterId}>Action</Label>
            <NativeSelect id={filterId} value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')}>
              {auditActionOptions.map((o) => (
                <option key={o.value || 'all'} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">{body}</CardContent>
      </Card>
    </>
  );
}
