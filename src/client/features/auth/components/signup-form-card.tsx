import { useState } from 'react';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import type { SignupInput } from '@shared/auth';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { useSignup } from '../api/use-signup';
import { AuthCard } from './auth-card';
import { FormField } from '@/components/ui/form-field';
import { missingSignupFields } from '../lib/form-checks';
import { signupErrorMessage } from '../lib/messages';

const emptyValues: SignupInput = { firstName: '', lastName: '', email: '', password: '', websiteUrl: '' };

/** The fallback sign-up form (SPEC section 2, Signup). */
export function SignupFormCard({ studioName, onSignedUp, footer }: { studioName: string; onSignedUp: () => void; footer: React.ReactNode }) {
  const signup = useSignup();
  const { register, handleSubmit } = useForm<SignupInput>({ defaultValues: emptyValues });
  // Fields to mark invalid: empty ones, or those the server's validation answer names.
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());

  const onSubmit = handleSubmit((values) => {
    const missing = missingSignupFields(values);
    setInvalid(new Set(missing));
    if (missing.length > 0) {
      toast({ variant: 'destructive', title: 'Sign Up Failed', description: 'Please fill in all required fields.' });
      return;
    }
    const input: SignupInput = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      password: values.password,
      websiteUrl: values.websiteUrl.trim(),
    };
    signup.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Account Created', description: `Welcome to ${studioName}! Your account is ready.` });
        onSignedUp();
      },
      onError: (error) => {
        setInvalid(new Set(Object.keys(parseApiError(error)?.errors ?? {})));
        toast({ variant: 'destructive', title: 'Sign Up Failed', description: signupErrorMessage(error) });
      },
    });
  });

  const field = (name: keyof SignupInput) => ({ ...register(name), required: true, invalid: invalid.has(name) });

  return (
    <AuthCard
      title="Create your account"
      description={`Sign up to manage your website, billing and requests with ${studioName}.`}
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create account">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="signup-first-name" label="First Name" autoComplete="given-name" {...field('firstName')} />
          <FormField id="signup-last-name" label="Last Name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <FormField id="signup-email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
        <FormField
          id="signup-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="Use at least 8 characters."
          {...field('password')}
        />
        <FormField
          id="signup-website-url"
          label="Your Website URL"
          inputMode="url"
          autoComplete="url"
          placeholder="example.com or https://example.com"
          hint="Enter the website URL the studio created for you."
          {...field('websiteUrl')}
        />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={signup.isPending}>
          {signup.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {signup.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
