import { useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { CircleCheck, Loader2, Send } from 'lucide-react';
import type { ContactInput } from '@shared/contact';
import { Button } from '@/components/ui/button';
import { FieldShell, FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { parseApiError } from '@/lib/api';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/use-toast';
import { useSendEnquiry, type ContactPayload } from '../api/use-send-enquiry';
import { BUDGET_OPTIONS, EMPTY_CONTACT_FORM, isContactField, SERVICE_OPTIONS, TIMELINE_OPTIONS } from '../lib/contact-content';

export const CONTACT_FAILURE = { title: 'Error', description: 'Failed to send message. Please try again.' } as const;

type ContactResolver = Resolver<ContactInput, unknown, ContactPayload>;
/**
 * The schema and zod load on demand, not before the page's first paint: when the visitor first focuses
 * the form (or submits it). A failed fetch may be retried on the next attempt.
 */
const loadContactResolver = loadOnce(() => import('../lib/contact-resolver').then((m) => m.contactResolver));
const contactResolver: ContactResolver = async (values, context, options) => (await loadContactResolver())(values, context, options);

function Options({ placeholder, options }: { placeholder: string; options: readonly string[] }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </>
  );
}

function SentNotice({ message, onAgain }: { message: string; onAgain: () => void }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-10 text-center">
      <CircleCheck className="size-12 text-green-400" aria-hidden="true" />
      <h3 className="text-xl font-semibold">Message Sent</h3>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onAgain}>
        Send another message
      </Button>
    </div>
  );
}

/** The Contact form (SPEC sections 3 and 5): POST /api/contact, the answer shown in place of the form. */
export function ContactForm() {
  const send = useSendEnquiry();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactPayload>({ resolver: contactResolver, defaultValues: EMPTY_CONTACT_FORM });

  const invalid = (field: keyof typeof errors) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `contact-${field}-error` } : {});

  const submit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: (answer) => {
        const message = answer.message || 'Thank you! We will get back to you within 24 hours.';
        reset(EMPTY_CONTACT_FORM);
        setSentMessage(message);
        toast({ title: 'Message Sent', description: message });
      },
      onError: (error) => {
        const apiError = parseApiError(error);
        if (apiError?.status === 400) {
          for (const [field, message] of Object.entries(apiError.errors)) {
            if (isContactField(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
          }
        }
        toast({ variant: 'destructive', ...CONTACT_FAILURE });
      },
    });
  });
  // The validation could not be fetched (offline, a deploy replaced the chunk): nothing was sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => submit(event).catch(() => toast({ variant: 'destructive', ...CONTACT_FAILURE }));

  if (sentMessage) {
    return (
      <SentNotice
        message={sentMessage}
        onAgain={() => {
          setSentMessage(null);
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus());
        }}
      />
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void loadContactResolver().catch(() => {})}
      className="grid gap-5"
      aria-describedby="contact-required-note"
    >
      <p id="contact-required-note" className="text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true" className="text-red-400">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" required autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField id="contact-phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <FormField
          id="contact-company"
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <FieldShell id="contact-service" label="Service" required error={errors.service?.message}>
          <NativeSelect id="contact-service" required {...invalid('service')} {...register('service')}>
            <Options placeholder="Select a service" options={SERVICE_OPTIONS} />
          </NativeSelect>
        </FieldShell>
        <FieldShell id="contact-budget" label="Budget" required error={errors.budget?.message}>
          <NativeSelect id="contact-budget" required {...invalid('budget')} {...register('budget')}>
            <Options placeholder="Select a budget range" options={BUDGET_OPTIONS} />
          </NativeSelect>
        </FieldShell>
        <FieldShell id="contact-timeline" label="Timeline" required error={errors.timeline?.message}>
          <NativeSelect id="contact-timeline" required {...invalid('timeline')} {...register('timeline')}>
            <Options placeholder="Select a timeline" options={TIMELINE_OPTIONS} />
          </NativeSelect>
        </FieldShell>
      </div>
      <FieldShell id="contact-message" label="Message" required error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          required
          placeholder="Tell us about your project, your goals and anything we should know."
          {...invalid('message')}
          {...register('message')}
        />
      </FieldShell>
      {/* Honeypot: hidden from people and assistive technology; bots that fill every field give themselves away. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" {...register('website')} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start" disabled={send.isPending}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
