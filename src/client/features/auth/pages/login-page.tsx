import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { useLogin } from '../api/use-login';
import { AuthCard } from '../components/auth-card';
import { FormField } from '@/components/ui/form-field';
import { hasLoginFields } from '../lib/form-checks';
import { loginErrorMessage } from '../lib/messages';
import { HOSTED_LOGIN_URL } from '../lib/session';

interface LoginValues {
  email: string;
  password: string;
}

/** /login: the fallback e-mail and password form (the default view). */
export function LoginPage() {
  const studioName = useStudioName();
  const [, navigate] = useLocation();
  const login = useLogin();
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    if (!hasLoginFields(values)) {
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Please enter both email and password.' });
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          toast({ title: 'Login Successful', description: `Welcome back to ${studioName}!` });
          navigate('/dashboard');
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
      footer={
        <>
          <p>
            Prefer single sign-on?{' '}
            <a href={HOSTED_LOGIN_URL} className="font-medium text-accent-soft underline-offset-4 hover:underline">
              Use hosted sign-in
            </a>
          </p>
          <p>
            Don&apos;t have an account?{' '}
            <Link href="/signup" className="font-medium text-accent-soft underline-offset-4 hover:underline">
              Sign up here
            </Link>
          </p>
        </>
      }
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
