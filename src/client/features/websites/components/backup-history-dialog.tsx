import { useEffect } from 'react';
import { Archive } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { toast } from '@/lib/use-toast';
import { useBackupHistory } from '../api/use-backup-history';
import { backupStatusTone, formatDateTime, statusLabel } from '../lib/website-display';

/** Recent backups of one website, newest first. */
export function BackupHistoryDialog({ website, onClose }: { website: Website | null; onClose: () => void }) {
  const history = useBackupHistory(website?.id ?? null);
  const failed = history.isError;

  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title: 'Error', description: 'Failed to load backup history.' });
  }, [failed]);

  return (
    <Dialog open={website !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Backup History</DialogTitle>
          <DialogDescription>Recent backups for {website?.name}</DialogDescription>
        </DialogHeader>
        {history.isLoading ? (
          <LoadingState label="Loading backup history..." className="min-h-32" />
        ) : failed ? (
          <p className="py-6 text-center text-sm text-muted-foreground">The backup history could not be loaded.</p>
        ) : !history.data?.length ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No backup history available</p>
        ) : (
          <ul className="grid gap-2" aria-label="Backups">
            {history.data.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 px-4 py-3">
                <Archive className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, 'Unknown date')}</time>
                  </p>
                  <p className="text-xs text-muted-foreground">{entry.size}</p>
                </div>
                <Badge variant={backupStatusTone(entry.status)}>{statusLabel(entry.status)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
