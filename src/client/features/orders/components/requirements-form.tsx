import type { UseFormReturn } from 'react-hook-form';
import { ArrowRight, Loader2 } from 'lucide-react';
import type { CheckoutInput, CheckoutParsed } from '@shared/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { InputField, SelectField, TextareaField } from './form-controls';

export type CheckoutForm = UseFormReturn<CheckoutInput, unknown, CheckoutParsed>;

/** SPEC section 5: timeline rush (50% extra), standard, flexible; budget standard, budget, premium. */
const TIMELINE_OPTIONS = [
  ['rush', 'Rush — 50% extra'],
  ['standard', 'Standard'],
  ['flexible', 'Flexible'],
] as const;
const BUDGET_OPTIONS = [
  ['standard', 'Standard'],
  ['budget', 'Budget'],
  ['premium', 'Premium'],
] as const;

/** The Requirements step: what the project is and how to reach the client. Submitting creates the order. */
export function RequirementsForm({ form, onSubmit, pending }: { form: CheckoutForm; onSubmit: () => void; pending: boolean }) {
  const {
    register,
    formState: { errors },
  } = form;
  const req = errors.requirements;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Requirements</CardTitle>
        <CardDescription>Tell us about your project. Fields without “optional” are required.</CardDescription>
      </CardHeader>
      <CardContent>
        {/* noValidate: the shared schema's messages show under the fields instead of the browser's bubbles. */}
        <form
          noValidate
          aria-label="Project requirements"
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <FormField id="checkout-title" label="Project Title" autoComplete="off" placeholder="e.g. New bakery website" error={errors.title?.message} {...register('title')} />
          <TextareaField
            id="checkout-description"
            label="Project Description"
            rows={5}
            placeholder="What should we build? Who is it for, and what should it do?"
            hint="At least 10 characters."
            error={errors.description?.message}
            {...register('description')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField id="checkout-timeline" label="Timeline" defaultValue="" error={req?.timeline?.message} {...register('requirements.timeline')}>
              <option value="" disabled>
                Select a timeline
              </option>
              {TIMELINE_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField id="checkout-budget" label="Budget" defaultValue="" error={req?.budget?.message} {...register('requirements.budget')}>
              <option value="" disabled>
                Select a budget
              </option>
              {BUDGET_OPTIONS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="checkout-email" label="Contact Email" type="email" autoComplete="email" error={req?.contactEmail?.message} {...register('requirements.contactEmail')} />
            <InputField id="checkout-company" label="Company Name" optional autoComplete="organization" error={req?.companyName?.message} {...register('requirements.companyName')} />
          </div>
          <TextareaField
            id="checkout-additional"
            label="Additional Requirements"
            optional
            rows={3}
            placeholder="Anything else we should know: pages, integrations, examples you like..."
            error={req?.additionalRequirements?.message}
            {...register('requirements.additionalRequirements')}
          />
          <Button type="submit" size="lg" disabled={pending} className="justify-self-stretch sm:justify-self-end">
            {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {pending ? 'Creating Order...' : 'Continue to Payment'}
            {!pending && <ArrowRight aria-hidden="true" />}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
