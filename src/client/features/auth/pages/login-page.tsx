import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LoadingState } from '@/components/ui/loading-state';
import { toast } from '@/lib/use-toast';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { useHostedSignIn } from '../api/use-hosted-sign-in';
import { HostedSignInCard, ViewSwitch } from '../components/hosted-sign-in-card';
import { PasswordLoginCard } from '../components/password-login-card';
import { TwoFactorLoginStep } from '../components/two-factor-login-step';
import { hostedSignInUrl, readAuthQuery } from '../lib/return-to';

const linkClass = 'font-medium text-accent-soft underline-offset-4 hover:underline';

function SignUpLine() {
  return (
    <p>
      Don&apos;t have an account?{' '}
      <Link href="/signup" className={linkClass}>
        Sign up here
      </Link>
    </p>
  );
}

/**
 * /login. With a hosted sign-in provider its button is the primary view and the fallback form is one
 * link away; without one, the fallback form. An account with 2FA continues with the code step.
 */
export function LoginPage() {
  const studioName = useStudioName();
  const hosted = useHostedSignIn();
  const [, navigate] = useLocation();
  const { returnTo, hostedFailed, challenge: hostedChallenge } = readAuthQuery(useSearch());
  const [useFallback, setUseFallback] = useState(false);
  const [challenge, setChallenge] = useState<{ token: string; email: string } | null>(hostedChallenge ? { token: hostedChallenge, email: '' } : null);
  // Back from the code step, the form keeps the e-mail.
  const [lastEmail, setLastEmail] = useState('');

  // The provider round trip failed (GET /api/callback sent us here): say so once, then drop the flag.
  const toldFailure = useRef(false);
  useEffect(() => {
    if (!hostedFailed) return;
    // Deferred a tick: on the first render of the app the Toaster subscribes after this effect runs.
    const timer = setTimeout(() => {
      if (toldFailure.current) return;
      toldFailure.current = true;
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Hosted sign-in failed. Please try again or use the fallback login.' });
      navigate(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login', { replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [hostedFailed, returnTo, navigate]);

  const onSignedIn = () => {
    toast({ title: 'Login Successful', description: `Welcome back to ${studioName}!` });
    navigate(returnTo ?? '/dashboard');
  };

  if (challenge) {
    return (
      <TwoFactorLoginStep
        challengeToken={challenge.token}
        onSignedIn={onSignedIn}
        onRestart={() => {
          setLastEmail(challenge.email);
          setChallenge(null);
        }}
      />
    );
  }

  if (hosted.isLoading) return <LoadingState label="Loading sign-in..." />;

  if (hosted.enabled && !useFallback) {
    return (
      <HostedSignInCard
        title="Sign in to your account"
        description={`Access the ${studioName} client portal with your ${hosted.name} account.`}
        actionLabel={`Sign in with ${hosted.name}`}
        href={hostedSignInUrl(returnTo)}
        note={`You will continue on ${hosted.name}'s page and come back here once signed in.`}
        footer={
          <>
            <p>
              <ViewSwitch onClick={() => setUseFallback(true)}>Having trouble? Use fallback login</ViewSwitch>
            </p>
            <SignUpLine />
          </>
        }
      />
    );
  }

  return (
    <PasswordLoginCard
      studioName={studioName}
      defaultEmail={lastEmail}
      onSignedIn={onSignedIn}
      onTwoFactor={(token, email) => setChallenge({ token, email })}
      footer={
        <>
          {hosted.enabled && (
            <p>
              Prefer single sign-on?{' '}
              <ViewSwitch onClick={() => setUseFallback(false)}>Back to hosted sign-in</ViewSwitch>
            </p>
          )}
          <SignUpLine />
        </>
      }
    />
  );
}
