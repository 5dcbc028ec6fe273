import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { toast } from '@/lib/use-toast';
import { useAuth } from '@/features/auth/api/use-auth';
import { HOSTED_LOGIN_URL, UNAUTHORIZED_REDIRECT_MS } from '@/features/auth/lib/session';

export { UNAUTHORIZED_REDIRECT_MS };
/** SPEC section 9: the delay before the access-denied redirect. */
export const ACCESS_DENIED_REDIRECT_MS = 1000;

/** The session check itself failed (server unreachable, 5xx): say so instead of sending the user to sign in. */
function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadError message="We couldn't check your session. Please try again." onRetry={onRetry} />;
}

/**
 * Renders children only for a signed-in user. Signed out: the 'Unauthorized' toast, then the hosted
 * sign-in after 500 ms. Nothing protected is rendered while the session is being checked.
 */
export function RequireAuth({ children, loadingText = 'Loading...' }: { children: ReactNode; loadingText?: string }) {
  const { user, isLoading, error, refetch } = useAuth();
  const signedOut = !isLoading && !error && !user;

  useEffect(() => {
    if (!signedOut) return;
    toast({ variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    const timer = setTimeout(() => {
      window.location.href = HOSTED_LOGIN_URL;
    }, UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [signedOut]);

  if (isLoading) return <LoadingState label={loadingText} />;
  if (error && !user) return <SessionCheckFailed onRetry={refetch} />;
  if (!user) return <LoadingState label="Redirecting to sign in..." />;
  return <>{children}</>;
}

/** Renders children only for role admin; anyone else gets 'Access Denied' and is sent home after 1 s. */
export function RequireAdmin({ children, loadingText = 'Loading...' }: { children: ReactNode; loadingText?: string }) {
  const { user, isLoading, error, refetch } = useAuth();
  const [, navigate] = useLocation();
  const denied = !isLoading && !error && user?.role !== 'admin';

  useEffect(() => {
    if (!denied) return;
    toast({ variant: 'destructive', title: 'Access Denied', description: 'Admin access required. Redirecting...' });
    const timer = setTimeout(() => navigate('/'), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, navigate]);

  if (isLoading) return <LoadingState label={loadingText} />;
  if (error && !user) return <SessionCheckFailed onRetry={refetch} />;
  if (denied) return <LoadingState label="Redirecting..." />;
  return <>{children}</>;
}
