import { useQuery } from '@tanstack/react-query';
import type { BackupHistoryEntry } from '@shared/websites';
import { backupHistoryQueryKey } from './keys';

/** GET /api/websites/{id}/backup/history, newest first; asked only while a website's history is open. */
export function useBackupHistory(websiteId: string | null) {
  return useQuery<BackupHistoryEntry[]>({
    queryKey: backupHistoryQueryKey(websiteId ?? ''),
    enabled: websiteId !== null,
  });
}
