import { describe, expect, it } from 'vitest';
import { applyAnimationsPreference, cachedAnimationsOff, MOTION_CACHE_KEY, REDUCE_MOTION_CLASS } from './motion';
import { hostedSignInUrl, readAuthQuery, safeReturnTo } from './return-to';
import {
  canSubmitCode,
  classifyCodeFailure,
  isCompleteTwoFactorCode,
  isPlausibleRecoveryCode,
  sanitizeRecoveryCode,
  sanitizeTwoFactorCode,
} from './two-factor-code';

describe('two-factor code input', () => {
  it('keeps digits only, trimmed to 6', () => {
    expect(sanitizeTwoFactorCode('123456')).toBe('123456');
    expect(sanitizeTwoFactorCode(' 123 456 ')).toBe('123456');
    expect(sanitizeTwoFactorCode('12-34-56-78')).toBe('123456');
    expect(sanitizeTwoFactorCode('abc')).toBe('');
    expect(sanitizeTwoFactorCode('１２３')).toBe('');
    expect(sanitizeTwoFactorCode('9876543210')).toBe('987654');
  });

  it('allows submit only at exactly 6 digits', () => {
    expect(isCompleteTwoFactorCode('12345')).toBe(false);
    expect(isCompleteTwoFactorCode('123456')).toBe(true);
    expect(isCompleteTwoFactorCode('1234567')).toBe(false);
    expect(isCompleteTwoFactorCode('12345a')).toBe(false);
    expect(canSubmitCode('123456', 'totp')).toBe(true);
    expect(canSubmitCode('12345', 'totp')).toBe(false);
  });

  it('takes recovery codes as text', () => {
    expect(sanitizeRecoveryCode('abcde-fghjk')).toBe('abcde-fghjk');
    expect(sanitizeRecoveryCode('x'.repeat(100))).toHaveLength(64);
    expect(isPlausibleRecoveryCode('abcde-fghjk')).toBe(true);
    expect(isPlausibleRecoveryCode(' - - ')).toBe(false);
    expect(canSubmitCode('abcde-fghjk', 'recovery')).toBe(true);
    expect(canSubmitCode('abc', 'recovery')).toBe(false);
  });
});

describe('classifyCodeFailure', () => {
  const err = (status: number, message?: string) => new Error(`${status}: ${message ? JSON.stringify({ message }) : 'Error'}`);

  it('tells a wrong code from an expired sign-in on the login step (both 401)', () => {
    expect(classifyCodeFailure(err(401, 'Invalid verification code'), 'login')).toEqual({ kind: 'invalid' });
    expect(classifyCodeFailure(err(401, 'This sign-in has expired. Please sign in again.'), 'login')).toEqual({
      kind: 'expired',
      message: 'This sign-in has expired. Please sign in again.',
    });
  });

  it('treats 400 as a wrong code and 401 as an ended session in settings', () => {
    expect(classifyCodeFailure(err(400, 'Invalid verification code'), 'settings')).toEqual({ kind: 'invalid' });
    expect(classifyCodeFailure(err(401, 'Unauthorized'), 'settings')).toEqual({ kind: 'unauthorized' });
  });

  it('passes on rate limits and other failures', () => {
    expect(classifyCodeFailure(err(429, 'Too many requests, please try again later'), 'login')).toEqual({
      kind: 'rate-limited',
      message: 'Too many requests, please try again later',
    });
    expect(classifyCodeFailure(err(500), 'settings')).toEqual({ kind: 'other', message: null });
    expect(classifyCodeFailure(new TypeError('Failed to fetch'), 'login')).toEqual({ kind: 'other', message: null });
  });
});

describe('return-to paths', () => {
  it('keeps same-site paths only', () => {
    expect(safeReturnTo('/billing?payment=success')).toBe('/billing?payment=success');
    for (const bad of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'billing', '/login', '/signup?x=1', '/api/logout', '/a\nb']) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });

  it('builds the hosted sign-in address', () => {
    expect(hostedSignInUrl(null)).toBe('/api/login');
    expect(hostedSignInUrl('/billing')).toBe('/api/login?returnTo=%2Fbilling');
    expect(hostedSignInUrl('//evil.example')).toBe('/api/login');
  });

  it('reads the /login query', () => {
    expect(readAuthQuery('?error=hosted_sign_in_failed')).toEqual({ returnTo: null, hostedFailed: true, challenge: null });
    expect(readAuthQuery('returnTo=%2Fwebsites')).toEqual({ returnTo: '/websites', hostedFailed: false, challenge: null });
    expect(readAuthQuery('challenge=abc&returnTo=%2Fbilling')).toEqual({ returnTo: '/billing', hostedFailed: false, challenge: 'abc' });
    expect(readAuthQuery('')).toEqual({ returnTo: null, hostedFailed: false, challenge: null });
  });
});

describe('animations preference', () => {
  it('puts the reduce-motion class on the root and remembers the choice', () => {
    const data = new Map<string, string>();
    const stub = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    Object.defineProperty(globalThis, 'localStorage', { value: stub, configurable: true, writable: true });
    const classes = new Set<string>();
    const root = { classList: { toggle: (token: string, force?: boolean) => (force ? classes.add(token) : classes.delete(token), Boolean(force)) } };
    try {
      applyAnimationsPreference(false, root);
      expect(classes.has(REDUCE_MOTION_CLASS)).toBe(true);
      expect(data.get(MOTION_CACHE_KEY)).toBe('1');
      expect(cachedAnimationsOff()).toBe(true);
      applyAnimationsPreference(true, root);
      expect(classes.has(REDUCE_MOTION_CLASS)).toBe(false);
      expect(cachedAnimationsOff()).toBe(false);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
