import { clearSession } from '@/lib/auth-storage';

/** Log Out: forget the stored token, then let the server revoke the session and clear the cookie. */
export function logout(): void {
  clearSession();
  window.location.href = '/api/logout';
}

/** Hosted sign-in (and sign-up): the server redirects to the identity provider, or to /login without one. */
export const HOSTED_LOGIN_URL = '/api/login';

/** SPEC section 9: the delay before an unauthorized user is sent to the hosted sign-in. */
export const UNAUTHORIZED_REDIRECT_MS = 500;
