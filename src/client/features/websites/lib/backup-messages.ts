import type { ToastInput } from '@/lib/use-toast';

/** SPEC section 9: several backup downloads start 500 ms apart. */
export const BACKUP_SPACING_MS = 500;

/** My Websites: one website's backup. */
export const SINGLE_BACKUP_STARTED: ToastInput = {
  title: 'Backup Started',
  description: 'Your website backup is being created and will download shortly.',
};
export const SINGLE_BACKUP_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Backup Failed',
  description: 'Failed to create website backup. Please try again.',
};

/** Dashboard: every website's backup, or one site's from its card. */
export const NO_WEBSITES_TO_BACKUP: ToastInput = {
  variant: 'destructive',
  title: 'No Websites',
  description: "You don't have any websites to backup.",
};
export const BULK_BACKUP_FAILED: ToastInput = {
  variant: 'destructive',
  title: 'Backup Failed',
  description: 'Failed to create website backups. Please try again.',
};

export function bulkBackupStarted(siteNames: string[]): ToastInput {
  if (siteNames.length === 1) return { title: 'Backup Started', description: `Downloading backup for ${siteNames[0]}` };
  return { title: 'Backups Started', description: `Downloading backups for ${siteNames.length} websites` };
}
