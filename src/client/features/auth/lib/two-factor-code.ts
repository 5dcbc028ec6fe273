import { parseApiError } from '@/lib/api';

/** SPEC section 5 and 9: a two-factor code is 6 digits. */
export const TWO_FACTOR_CODE_LENGTH = 6;

/** What a code box keeps of what was typed or pasted: digits only, trimmed to 6 ("123 456" → "123456"). */
export function sanitizeTwoFactorCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, TWO_FACTOR_CODE_LENGTH);
}

/** Submit is enabled only at exactly 6 digits. */
export function isCompleteTwoFactorCode(value: string): boolean {
  return /^\d{6}$/.test(value);
}

/** Recovery codes look like "abcde-fghjk"; the server ignores case, spaces and dashes. */
export const RECOVERY_CODE_MAX_LENGTH = 64;

export function sanitizeRecoveryCode(value: string): string {
  return value.slice(0, RECOVERY_CODE_MAX_LENGTH);
}

export function isPlausibleRecoveryCode(value: string): boolean {
  return value.replace(/[\s-]/g, '').length >= 6;
}

/** The code a form sends: a 6-digit code, or the trimmed recovery code. */
export function canSubmitCode(value: string, mode: CodeMode): boolean {
  return mode === 'totp' ? isCompleteTwoFactorCode(value) : isPlausibleRecoveryCode(value);
}

export type CodeMode = 'totp' | 'recovery';

export const INVALID_CODE_TITLE = 'Invalid Code';
export const INVALID_CODE_TEXT = 'The verification code is invalid. Please try again.';
const SERVER_INVALID_CODE = 'Invalid verification code';

export type CodeFailure =
  /** Wrong code: try again. */
  | { kind: 'invalid' }
  /** The sign-in challenge ended (5 minutes or 5 wrong codes): back to the password step. */
  | { kind: 'expired'; message: string }
  /** Too many attempts: the server's message. */
  | { kind: 'rate-limited'; message: string }
  /** The session ended (settings calls). */
  | { kind: 'unauthorized' }
  /** Network failure, 5xx, anything else. */
  | { kind: 'other'; message: string | null };

/**
 * Sorts a failed code call. The sign-in step answers 401 for a wrong code too, so the server's
 * message tells a wrong code from an expired sign-in there.
 */
export function classifyCodeFailure(error: unknown, step: 'login' | 'settings'): CodeFailure {
  const api = parseApiError(error);
  if (!api) return { kind: 'other', message: null };
  if (api.status === 429) return { kind: 'rate-limited', message: api.message ?? 'Too many attempts. Please wait a moment and try again.' };
  if (api.message === SERVER_INVALID_CODE || (api.status === 400 && step === 'settings')) return { kind: 'invalid' };
  if (api.status === 401) {
    if (step === 'login') return { kind: 'expired', message: api.message ?? 'This sign-in has expired. Please sign in again.' };
    return { kind: 'unauthorized' };
  }
  return { kind: 'other', message: api.message };
}
