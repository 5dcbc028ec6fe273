import { parseApiError } from '@/lib/api';

export const GENERIC_AUTH_ERROR = 'An error occurred. Please try again.';
export const SIGNUP_FALLBACK_ERROR = 'Unable to create account';

/** Login Failed text: the server's message (wrong password, rate limit), else the generic one. */
export function loginErrorMessage(error: unknown): string {
  return parseApiError(error)?.message ?? GENERIC_AUTH_ERROR;
}

/**
 * Sign Up Failed text: the server's message; a server answer without one gives 'Unable to create account';
 * a network failure or an unreadable success answer gives the generic text.
 */
export function signupErrorMessage(error: unknown): string {
  const apiError = parseApiError(error);
  if (!apiError) return GENERIC_AUTH_ERROR;
  return apiError.message ?? SIGNUP_FALLBACK_ERROR;
}
