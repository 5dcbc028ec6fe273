import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Website } from '@shared/websites';
import { toast, type ToastInput } from '@/lib/use-toast';
import { delay } from '@/lib/utils';
import {
  BACKUP_SPACING_MS,
  BULK_BACKUP_FAILED,
  bulkBackupStarted,
  NO_WEBSITES_TO_BACKUP,
  SINGLE_BACKUP_FAILED,
  SINGLE_BACKUP_STARTED,
} from '../lib/backup-messages';
import { startHiddenDownload } from '../lib/hidden-download';
import { backupHistoryQueryKey, websiteUrl } from './keys';

type Site = Pick<Website, 'id' | 'name'>;

/**
 * GET /api/websites/{id}/backup: full ZIP backups, downloaded by the browser itself (hidden GET form).
 * `isBusy` is set while downloads start, and for the spacing interval after the last one, so a double
 * click does not start a second backup.
 */
export function useDownloadBackup() {
  const queryClient = useQueryClient();
  const [isBusy, setBusy] = useState(false);

  const run = useCallback(
    async (sites: Site[], started: ToastInput, failed: ToastInput) => {
      setBusy(true);
      let reportedFailure = false;
      const fail = () => {
        if (reportedFailure) return;
        reportedFailure = true;
        toast(failed);
      };
      try {
        for (const [index, site] of sites.entries()) {
          if (index > 0) await delay(BACKUP_SPACING_MS);
          startHiddenDownload(`${websiteUrl(site.id)}/backup`, () => {
            fail();
            void queryClient.invalidateQueries({ queryKey: backupHistoryQueryKey(site.id) });
          });
          // The history gains this backup: the next time it is opened it is fetched again.
          void queryClient.invalidateQueries({ queryKey: backupHistoryQueryKey(site.id) });
          if (index === 0) toast(started);
        }
        await delay(BACKUP_SPACING_MS);
      } catch {
        fail();
      } finally {
        setBusy(false);
      }
    },
    [queryClient],
  );

  /** My Websites: one website's backup. */
  const downloadBackup = useCallback((site: Site) => run([site], SINGLE_BACKUP_STARTED, SINGLE_BACKUP_FAILED), [run]);

  /** Dashboard: every given website's backup, 500 ms apart. */
  const downloadBackups = useCallback(
    (sites: Site[]) => {
      if (sites.length === 0) {
        toast(NO_WEBSITES_TO_BACKUP);
        return Promise.resolve();
      }
      return run(sites, bulkBackupStarted(sites.map((s) => s.name)), BULK_BACKUP_FAILED);
    },
    [run],
  );

  return { downloadBackup, downloadBackups, isBusy };
}
