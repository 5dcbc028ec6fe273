import { HOSTED_LOGIN_URL } from './session';

/**
 * A same-site path to come back to after signing in, or null. Only "/path" forms are kept: "//host",
 * "/\host" and absolute URLs could send the user to another site.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 32)) return null;
  // The sign-in screens themselves are not a destination.
  const path = value.split(/[?#]/)[0];
  if (path === '/login' || path === '/signup' || path.startsWith('/api/')) return null;
  return value;
}

/** GET /api/login, with ?returnTo when there is somewhere to come back to. */
export function hostedSignInUrl(returnTo?: string | null): string {
  const safe = safeReturnTo(returnTo);
  return safe ? `${HOSTED_LOGIN_URL}?returnTo=${encodeURIComponent(safe)}` : HOSTED_LOGIN_URL;
}

/** The query of /login and /signup: where to go afterwards, and whether a hosted sign-in failed. */
export function readAuthQuery(search: string): { returnTo: string | null; hostedFailed: boolean; challenge: string | null } {
  const params = new URLSearchParams(search);
  return {
    returnTo: safeReturnTo(params.get('returnTo')),
    hostedFailed: params.get('error') === 'hosted_sign_in_failed',
    // A hosted sign-in of an account with 2FA comes back with a challenge for the code step.
    challenge: params.get('challenge'),
  };
}
