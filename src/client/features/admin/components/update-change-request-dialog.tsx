import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import type { z } from 'zod';
import { adminChangeRequestUpdateSchema, changeRequestStatuses, type AdminChangeRequest } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { ChangeRequestStatusBadge } from '@/features/change-requests/components/change-request-status-badge';
import { describedBy, FieldShell } from '@/components/ui/form-field';
import { statusLabel } from '@/features/change-requests/lib/change-request-display';
import { useUpdateChangeRequest } from '../api/use-update-change-request';
import { adminUpdatePayload, canSubmitUpdate, emptyAdminUpdateForm, type AdminUpdateFormValues } from '../lib/admin-update';

// The form holds '' until a status is chosen, which the shared schema answers with 'Please select a status'.
const resolver = zodResolver(adminChangeRequestUpdateSchema) as unknown as Resolver<
  AdminUpdateFormValues,
  unknown,
  z.output<typeof adminChangeRequestUpdateSchema>
>;

/** Update one request: a status (required) and optional notes for the client. */
export function UpdateChangeRequestDialog({ request, onClose }: { request: AdminChangeRequest | null; onClose: () => void }) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{request && <UpdateForm key={request.id} request={request} onDone={onClose} />}</DialogContent>
    </Dialog>
  );
}

function UpdateForm({ request, onDone }: { request: AdminChangeRequest; onDone: () => void }) {
  const update = useUpdateChangeRequest();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AdminUpdateFormValues, unknown, z.output<typeof adminChangeRequestUpdateSchema>>({ resolver, defaultValues: emptyAdminUpdateForm() });
  const status = watch('status');

  const onSubmit = handleSubmit((values) => {
    update.mutate(
      { id: request.id, payload: adminUpdatePayload(values) },
      {
        onSuccess: () => {
          onDone();
          toast({ title: 'Request Updated', description: 'Change request status has been updated successfully.' });
        },
        onError: (error) => notifyCallError(error, 'Failed to update change request. Please try again.'),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Update Change Request</DialogTitle>
        <DialogDescription className="break-words">
          {request.title} · {request.client.name}
        </DialogDescription>
      </DialogHeader>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        Current status: <ChangeRequestStatusBadge status={request.status} />
      </p>
      <fieldset className="grid gap-2" aria-describedby={errors.status ? 'update-status-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">
          Status
          <span aria-hidden="true" className="text-red-400">
            {' *'}
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          {changeRequestStatuses.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border border-border bg-surface-2 px-3 py-2 text-sm hover:bg-surface-3',
                'has-[:checked]:border-accent has-[:checked]:bg-accent/15 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              )}
            >
              <input type="radio" value={value} className="accent-[var(--color-accent)]" {...register('status')} />
              {statusLabel(value)}
            </label>
          ))}
        </div>
        {errors.status && (
          <p id="update-status-error" className="text-sm text-red-400">
            {errors.status.message}
          </p>
        )}
      </fieldset>
      <FieldShell
        id="update-admin-notes"
        label="Admin Notes"
        hint={request.adminNotes ? `Optional; replaces the current notes: "${request.adminNotes}"` : 'Optional; the client sees these notes.'}
        error={errors.adminNotes?.message}
      >
        <Textarea
          id="update-admin-notes"
          rows={4}
          placeholder="What was done, or what is needed from the client"
          aria-describedby={describedBy('update-admin-notes', true, errors.adminNotes)}
          {...register('adminNotes')}
        />
      </FieldShell>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSubmitUpdate(status, update.isPending)}>
          {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {update.isPending ? 'Updating...' : 'Update Request'}
        </Button>
      </DialogFooter>
    </form>
  );
}
