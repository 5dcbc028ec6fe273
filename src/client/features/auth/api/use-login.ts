import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authTokenResponse, type AuthTokenResponse, type LoginInput } from '@shared/auth';
import { apiRequest } from '@/lib/api';
import { storeSession } from '@/lib/auth-storage';
import { withMinimumDuration } from '../lib/with-minimum-duration';
import { refreshAuth } from './refresh-auth';

/** The sign-in button stays pending about one second even when the server answers faster. */
export const LOGIN_MIN_PENDING_MS = 1000;

/** The password was right but the account has 2FA: no session yet, a code must follow. */
const twoFactorChallenge = z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string().min(1) });

export type LoginResult = { kind: 'signed-in'; session: AuthTokenResponse } | { kind: 'two-factor'; challengeToken: string };

/** Keeps the session a sign-in step answered and reloads the current user. */
export async function startSession(queryClient: QueryClient, body: unknown): Promise<AuthTokenResponse> {
  const session = authTokenResponse.parse(body);
  storeSession(session.token, session.userId);
  await refreshAuth(queryClient);
  return session;
}

/**
 * POST /api/auth/login: either a session (stored, current user reloaded) or, for an account with
 * two-factor authentication, a challenge for the code step.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<LoginResult, Error, LoginInput>({
    mutationFn: async (input) => {
      const body = await withMinimumDuration(
        apiRequest('POST', '/api/auth/login', input).then((res) => res.json() as Promise<unknown>),
        LOGIN_MIN_PENDING_MS,
      );
      const challenge = twoFactorChallenge.safeParse(body);
      if (challenge.success) return { kind: 'two-factor', challengeToken: challenge.data.challengeToken };
      return { kind: 'signed-in', session: await startSession(queryClient, body) };
    },
  });
}
