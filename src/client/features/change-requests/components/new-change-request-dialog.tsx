import { useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { changeRequestInputSchema, type ChangeRequestType, changeRequestTypes, defaultCostOf } from '@shared/change-requests';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { describedBy, FieldShell, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import type { UploadedFile } from '@/features/uploads/components/file-uploader';
import { useWebsites } from '@/features/websites/api/use-websites';
import { useCreateChangeRequest } from '../api/use-create-change-request';
import { rangeHint, TYPE_LABELS } from '../lib/change-request-display';
import {
  changeRequestPayload,
  emptyChangeRequestForm,
  formFieldErrors,
  type ChangeRequestFormValues,
  type ChangeRequestParsed,
} from '../lib/change-request-form';
import { AttachmentsField } from './attachments-field';

// The form holds '' for "no type yet", which the shared schema answers with 'Please select a request type'.
const resolver = zodResolver(changeRequestInputSchema) as unknown as Resolver<ChangeRequestFormValues, unknown, ChangeRequestParsed>;

/** The New Change Request modal; the form is built afresh each time it opens. */
export function NewChangeRequestDialog({
  open,
  onOpenChange,
  initialType = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialType?: ChangeRequestType | null;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={contentRef}
        className="sm:max-w-xl"
        // Focus the modal itself, not the Website select: leaving an auto-focused field would show its
        // message and shift the form under the pointer of the user's first click.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          contentRef.current?.focus();
        }}
      >
        <NewChangeRequestForm initialType={initialType} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WebsiteHint({ count, loading }: { count: number; loading: boolean }) {
  if (loading || count > 0) return null;
  return (
    <>
      You have no websites yet.{' '}
      <Link href="/websites" className="text-accent-soft underline-offset-4 hover:underline">
        Add one in My Websites
      </Link>
      .
    </>
  );
}

function NewChangeRequestForm({ onDone, initialType }: { onDone: () => void; initialType: ChangeRequestType | null }) {
  const websites = useWebsites();
  const create = useCreateChangeRequest();
  const [attachments, setAttachments] = useState<UploadedFile[]>([]);
  const [attachmentsError, setAttachmentsError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isValid },
  } = useForm<ChangeRequestFormValues, unknown, ChangeRequestParsed>({
    resolver,
    mode: 'onTouched',
    defaultValues: emptyChangeRequestForm(initialType),
  });
  const type = watch('type');
  const sites = websites.data ?? [];

  const onSubmit = handleSubmit((values) => {
    setAttachmentsError(undefined);
    create.mutate(changeRequestPayload(values, attachments), {
      onSuccess: () => {
        reset(emptyChangeRequestForm());
        setAttachments([]);
        onDone();
        toast({ title: 'Request Submitted', description: 'Your change request has been submitted.' });
      },
      onError: (error) => {
        const fieldErrors = parseApiError(error)?.errors ?? {};
        for (const [field, message] of formFieldErrors(fieldErrors)) setError(field, { message });
        if (fieldErrors.attachments) setAttachmentsError(fieldErrors.attachments);
        notifyCallError(error, 'Failed to submit change request. Please try again.');
      },
    });
  });

  const websiteHint = <WebsiteHint count={sites.length} loading={websites.isLoading} />;
  const hasWebsiteHint = !websites.isLoading && sites.length === 0;
  const costHint = rangeHint(type) ?? 'Choose a request type to see its typical range. Left empty, the estimate is $50.';

  return (
    // noValidate: the shared schema's messages show under the fields instead of the browser's bubbles.
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>New Change Request</DialogTitle>
        <DialogDescription>Tell us what you would like changed; we review every request and keep you posted here.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell id="change-request-website" label="Website" required hint={hasWebsiteHint ? websiteHint : undefined} error={errors.websiteId?.message}>
          <NativeSelect
            id="change-request-website"
            aria-invalid={Boolean(errors.websiteId) || undefined}
            aria-describedby={describedBy('change-request-website', hasWebsiteHint, errors.websiteId)}
            {...register('websiteId')}
          >
            <option value="">{websites.isLoading ? 'Loading websites...' : 'Select a website'}</option>
            {sites.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </NativeSelect>
        </FieldShell>
        <FieldShell id="change-request-type" label="Request Type" required error={errors.type?.message}>
          <NativeSelect
            id="change-request-type"
            aria-invalid={Boolean(errors.type) || undefined}
            aria-describedby={describedBy('change-request-type', false, errors.type)}
            {...register('type', {
              // The estimate follows the chosen type's default (SPEC section 9).
              onChange: (event) => setValue('estimatedCost', event.target.value ? defaultCostOf(event.target.value) : '', { shouldValidate: true }),
            })}
          >
            <option value="">Select a request type</option>
            {changeRequestTypes.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </FieldShell>
      </div>
      <FormField id="change-request-title" label="Title" required autoComplete="off" placeholder="Update the opening hours" error={errors.title?.message} {...register('title')} />
      <FieldShell id="change-request-description" label="Description" required error={errors.description?.message}>
        <Textarea
          id="change-request-description"
          rows={4}
          placeholder="Describe the change: which pages, what should change and why."
          aria-invalid={Boolean(errors.description) || undefined}
          aria-describedby={describedBy('change-request-description', false, errors.description)}
          {...register('description')}
        />
      </FieldShell>
      <FormField
        id="change-request-cost"
        label="Estimated Cost"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="50.00"
        hint={costHint}
        error={errors.estimatedCost?.message}
        {...register('estimatedCost')}
      />
      <AttachmentsField files={attachments} onChange={setAttachments} error={attachmentsError} disabled={create.isPending} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isValid || create.isPending}>
          {create.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {create.isPending ? 'Submitting...' : 'Submit Request'}
        </Button>
      </DialogFooter>
    </form>
  );
}
