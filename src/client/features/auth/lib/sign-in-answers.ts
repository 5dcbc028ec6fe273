import { z } from 'zod';
import { authTokenResponse, type AuthTokenResponse } from '@shared/auth';

/** The password was right but the account has 2FA: no session yet, a code must follow. */
const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string().min(1) });

/** A sign-in step's answer: a session, or (password step only) the challenge for the code step. */
export function readSignInAnswer(body: unknown): { kind: 'two-factor'; challengeToken: string } | { kind: 'session'; session: AuthTokenResponse } {
  const challenge = twoFactorChallenge.safeParse(body);
  if (challenge.success) return { kind: 'two-factor', challengeToken: challenge.data.challengeToken };
  return { kind: 'session', session: authTokenResponse.parse(body) };
}

/** A step that can only answer a session (the code step, sign-up). */
export const readSession = (body: unknown): AuthTokenResponse => authTokenResponse.parse(body);
