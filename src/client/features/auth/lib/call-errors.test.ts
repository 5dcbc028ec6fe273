import { describe, expect, it } from 'vitest';
import { callErrorToast, SESSION_EXPIRED_TEXT } from './call-errors';

describe('callErrorToast', () => {
  it('treats a 401 Unauthorized answer as an expired session and asks to sign in', () => {
    expect(callErrorToast(new Error('401: {"message":"Unauthorized"}'), 'Failed to create website. Please try again.')).toEqual({
      toast: { variant: 'destructive', title: 'Unauthorized', description: SESSION_EXPIRED_TEXT },
      signIn: true,
    });
    expect(SESSION_EXPIRED_TEXT).toBe('Session expired. Please log in again.');
  });

  it('shows the call\'s own text for anything else', () => {
    for (const error of [new Error('500: Internal Server Error'), new Error('403: {"message":"Cross-site request refused"}'), new TypeError('Failed to fetch')]) {
      expect(callErrorToast(error, 'Failed to delete website. Please try again.')).toEqual({
        toast: { variant: 'destructive', title: 'Error', description: 'Failed to delete website. Please try again.' },
        signIn: false,
      });
    }
  });
});
