import type { SignupInput } from '@shared/auth';

export const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'password', 'websiteUrl'] as const;

/** Login needs both fields non-empty (SPEC section 5). */
export function hasLoginFields(values: { email?: string; password?: string }): boolean {
  return Boolean(values.email?.trim()) && Boolean(values.password);
}

/** Signup needs all five fields (SPEC section 5): the ones still empty. */
export function missingSignupFields(values: Partial<Record<keyof SignupInput, string>>): Array<keyof SignupInput> {
  return SIGNUP_FIELDS.filter((field) => {
    const value = values[field] ?? '';
    return field === 'password' ? value.length === 0 : value.trim().length === 0;
  });
}
