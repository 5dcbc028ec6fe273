import { Loader2, Trash2 } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { useDeleteWebsite } from '../api/use-delete-website';

/** The confirmation before deleting a website: an alert dialog that starts on Cancel. */
export function DeleteWebsiteDialog({ website, onClose }: { website: Website | null; onClose: () => void }) {
  const remove = useDeleteWebsite();

  const confirm = () => {
    if (!website) return;
    remove.mutate(website.id, {
      onSuccess: () => {
        onClose();
        toast({ title: 'Website Deleted', description: 'Your website has been deleted successfully.' });
      },
      onError: (error) => notifyCallError(error, 'Failed to delete website. Please try again.'),
    });
  };

  return (
    <Dialog open={website !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(event) => {
          // Start on Cancel: the safe choice for an action that cannot be undone.
          event.preventDefault();
          (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-cancel]')?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Delete Website</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete {website?.name}? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" data-cancel onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
