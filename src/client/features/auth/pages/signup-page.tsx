import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { LoadingState } from '@/components/ui/loading-state';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { useHostedSignIn } from '../api/use-hosted-sign-in';
import { HostedSignInCard, ViewSwitch } from '../components/hosted-sign-in-card';
import { SignupFormCard } from '../components/signup-form-card';
import { hostedSignInUrl } from '../lib/return-to';

function SignInLine() {
  return (
    <p>
      Already have an account?{' '}
      <Link href="/login" className="font-medium text-accent-soft underline-offset-4 hover:underline">
        Sign in here
      </Link>
    </p>
  );
}

/**
 * /signup. With a hosted sign-in provider, signing up there is the primary view (a new identity gets an
 * account, then /dashboard); the fallback form is one link away. Without one, the fallback form.
 */
export function SignupPage() {
  const studioName = useStudioName();
  const hosted = useHostedSignIn();
  const [, navigate] = useLocation();
  const [useFallback, setUseFallback] = useState(false);

  if (hosted.isLoading) return <LoadingState label="Loading sign-up..." />;

  if (hosted.enabled && !useFallback) {
    return (
      <HostedSignInCard
        title="Create your account"
        description={`Sign up with your ${hosted.name} account to manage your website, billing and requests with ${studioName}.`}
        actionLabel={`Sign up with ${hosted.name}`}
        href={hostedSignInUrl('/dashboard')}
        note={`You will continue on ${hosted.name}'s page and come back here with your portal account ready.`}
        footer={
          <>
            <p>
              <ViewSwitch onClick={() => setUseFallback(true)}>Having trouble? Use the fallback sign-up form</ViewSwitch>
            </p>
            <SignInLine />
          </>
        }
      />
    );
  }

  return (
    <SignupFormCard
      studioName={studioName}
      onSignedUp={() => navigate('/dashboard')}
      footer={
        <>
          {hosted.enabled && (
            <p>
              Prefer single sign-on?{' '}
              <ViewSwitch onClick={() => setUseFallback(false)}>Back to hosted sign-up</ViewSwitch>
            </p>
          )}
          <SignInLine />
        </>
      }
    />
  );
}
