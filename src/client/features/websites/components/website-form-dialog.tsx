import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { websiteInputSchema, type Website, type WebsiteInput, type WebsiteInputParsed } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { parseApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { useCreateWebsite } from '../api/use-create-website';
import { useUpdateWebsite } from '../api/use-update-website';
import { formFieldErrors, websiteFormValues, websitePayload, type WebsiteFormValues } from '../lib/website-form';

/**
 * The one Create New Website / Edit Website modal, shared by My Websites and the dashboard.
 * `website` given: edit it; otherwise create. The form is rebuilt each time the modal opens.
 */
export function WebsiteFormDialog({
  open,
  onOpenChange,
  website = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  website?: Website | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <WebsiteForm key={website?.id ?? 'new'} website={website} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WebsiteForm({ website, onDone, onCancel }: { website: Website | null; onDone: () => void; onCancel: () => void }) {
  const create = useCreateWebsite();
  const update = useUpdateWebsite();
  const editing = website !== null;
  const pending = editing ? update.isPending : create.isPending;
  // The schema's input side types the fields loosely (it also accepts numbers from API clients); the form holds strings.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<WebsiteInput, unknown, WebsiteInputParsed>({
    resolver: zodResolver(websiteInputSchema),
    defaultValues: websiteFormValues(website),
  });

  const onError = (error: Error, failureText: string) => {
    // The server validates with the same schema; show its field messages where they belong.
    for (const [field, message] of formFieldErrors(parseApiError(error)?.errors ?? {})) setError(field, { message });
    notifyCallError(error, failureText);
  };

  const onSubmit = handleSubmit((values) => {
    const payload = websitePayload(values);
    if (website) {
      update.mutate(
        { id: website.id, payload },
        {
          onSuccess: (saved) => {
            reset(websiteFormValues(saved));
            onDone();
            toast({ title: 'Website Updated', description: 'Your website has been updated successfully.' });
          },
          onError: (error) => onError(error, 'Failed to update website. Please try again.'),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          reset(websiteFormValues(null));
          onDone();
          toast({ title: 'Website Created', description: 'Your website has been created successfully.' });
        },
        onError: (error) => onError(error, 'Failed to create website. Please try again.'),
      });
    }
  });

  const field = (name: keyof WebsiteFormValues) => ({ ...register(name), error: errors[name]?.message });

  return (
    // noValidate: the shared schema's messages show under the fields instead of the browser's bubbles.
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <DialogHeader>
        <DialogTitle>{website ? `Edit Website: ${website.name}` : 'Create New Website'}</DialogTitle>
        <DialogDescription>
          {website ? 'Change the details of this website.' : 'Add a website to manage its hosting, domain and backups.'}
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="website-name" label="Website Name" required autoComplete="off" placeholder="My Business Website" {...field('name')} />
        <FormField id="website-domain" label="Domain" required autoComplete="off" placeholder="example.com" {...field('domain')} />
        <FormField id="website-deployment-url" label="Deployment URL" type="url" placeholder="https://example.com" {...field('deploymentUrl')} />
        <FormField id="website-repository-url" label="Repository URL" type="url" placeholder="https://github.com/you/site" {...field('repositoryUrl')} />
        <FormField id="website-hosting-price" label="Monthly Hosting ($)" type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...field('hostingPrice')} />
        <FormField id="website-domain-price" label="Annual Domain ($)" type="number" inputMode="decimal" min={0} step={0.01} placeholder="0.00" {...field('domainPrice')} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {editing ? (pending ? 'Updating...' : 'Update Website') : pending ? 'Creating...' : 'Create Website'}
        </Button>
      </DialogFooter>
    </form>
  );
}
