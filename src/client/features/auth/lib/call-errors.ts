import { isUnauthorizedError } from '@/lib/api';
import { toast, type ToastInput } from '@/lib/use-toast';
import { hostedSignInUrl } from './return-to';
import { UNAUTHORIZED_REDIRECT_MS } from './session';

export const SESSION_EXPIRED_TEXT = 'Session expired. Please log in again.';

/**
 * What a failed call shows (SPEC section 8): an expired session gets the destructive 'Unauthorized' toast
 * and a trip to the sign-in; anything else the call's own 'Error' text.
 */
export function callErrorToast(error: unknown, failureText: string): { toast: ToastInput; signIn: boolean } {
  if (isUnauthorizedError(error)) {
    return { toast: { variant: 'destructive', title: 'Unauthorized', description: SESSION_EXPIRED_TEXT }, signIn: true };
  }
  return { toast: { variant: 'destructive', title: 'Error', description: failureText }, signIn: false };
}

/**
 * Shows that toast and, for an expired session, sends the browser to sign in after 500 ms, asking the
 * hosted sign-in to come back to this screen.
 */
export function notifyCallError(error: unknown, failureText: string): void {
  const result = callErrorToast(error, failureText);
  toast(result.toast);
  if (result.signIn) {
    setTimeout(() => {
      window.location.href = hostedSignInUrl(window.location.pathname + window.location.search);
    }, UNAUTHORIZED_REDIRECT_MS);
  }
}
