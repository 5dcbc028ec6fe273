// Kept apart from auth.ts so the page shell can greet the user without bundling zod, which auth.ts's
// schemas need at load time.

/** 'Welcome back' shows the part of the e-mail before the @ sign, or 'User'. */
export function greetingName(email: string | null | undefined): string {
  const local = (email ?? '').split('@')[0]?.trim();
  return local ? local : 'User';
}
