import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/use-toast';
import { useLogin } from '../api/use-login';
import { hasLoginFields } from '../lib/form-checks';
import { loginErrorMessage } from '../lib/messages';
import { AuthCard } from './auth-card';

interface LoginValues {
  email: string;
  password: string;
}

/** The fallback e-mail and password form; a 2FA account continues with the code step. */
export function PasswordLoginCard({
  studioName,
  defaultEmail,
  onSignedIn,
  onTwoFactor,
  footer,
}: {
  studioName: string;
  defaultEmail?: string;
  onSignedIn: () => void;
  onTwoFactor: (challengeToken: string, email: string) => void;
  footer: React.ReactNode;
}) {
  const login = useLogin();
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { email: defaultEmail ?? '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    if (!hasLoginFields(values)) {
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Please enter both email and password.' });
      return;
    }
    const email = values.email.trim();
    login.mutate(
      { email, password: values.password },
      {
        onSuccess: (result) => {
          if (result.kind === 'two-factor') onTwoFactor(result.challengeToken, email);
          else onSignedIn();
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Login Failed', description: loginErrorMessage(error) });
        },
      },
    );
  });

  return (
    <AuthCard
      title="Sign in to your account"
      description={`Enter your email and password to access the ${studioName} client portal.`}
      footer={footer}
    >
      {/* noValidate: the spec's own check and toast run instead of the browser's bubbles. */}
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
        <FormField id="login-email" label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...register('email')} />
        <FormField id="login-password" label="Password" type="password" autoComplete="current-password" {...register('password')} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
          {login.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
