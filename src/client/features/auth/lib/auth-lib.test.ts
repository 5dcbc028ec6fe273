import { describe, expect, it } from 'vitest';
import { hasLoginFields, missingSignupFields } from './form-checks';
import { GENERIC_AUTH_ERROR, loginErrorMessage, SIGNUP_FALLBACK_ERROR, signupErrorMessage } from './messages';
import { withMinimumDuration } from './with-minimum-duration';

describe('form checks', () => {
  it('needs both login fields', () => {
    expect(hasLoginFields({ email: 'a@b.c', password: 'x' })).toBe(true);
    expect(hasLoginFields({ email: '  ', password: 'x' })).toBe(false);
    expect(hasLoginFields({ email: 'a@b.c', password: '' })).toBe(false);
  });

  it('lists the empty signup fields', () => {
    expect(missingSignupFields({ firstName: 'A', lastName: 'B', email: 'a@b.c', password: 'p', websiteUrl: 'x.com' })).toEqual([]);
    expect(missingSignupFields({ firstName: ' ', email: 'a@b.c', password: '', websiteUrl: 'x.com' })).toEqual([
      'firstName',
      'lastName',
      'password',
    ]);
  });
});

describe('auth error messages', () => {
  it('shows the server message for login failures, else the generic text', () => {
    expect(loginErrorMessage(new Error('401: {"message":"Invalid email or password"}'))).toBe('Invalid email or password');
    expect(loginErrorMessage(new Error('429: {"message":"Too many attempts"}'))).toBe('Too many attempts');
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_AUTH_ERROR);
  });

  it('distinguishes signup server errors without a message from network failures', () => {
    expect(signupErrorMessage(new Error('409: {"message":"An account with this email already exists"}'))).toBe(
      'An account with this email already exists',
    );
    expect(signupErrorMessage(new Error('500: Internal Server Error'))).toBe(SIGNUP_FALLBACK_ERROR);
    expect(signupErrorMessage(new SyntaxError('Unexpected token'))).toBe(GENERIC_AUTH_ERROR);
  });
});

describe('withMinimumDuration', () => {
  it('waits at least the given time for fast successes and failures', async () => {
    let start = Date.now();
    await expect(withMinimumDuration(Promise.resolve('ok'), 60)).resolves.toBe('ok');
    expect(Date.now() - start).toBeGreaterThanOrEqual(55);
    start = Date.now();
    await expect(withMinimumDuration(Promise.reject(new Error('no')), 60)).rejects.toThrow('no');
    expect(Date.now() - start).toBeGreaterThanOrEqual(55);
  });
});
