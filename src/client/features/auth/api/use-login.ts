import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthTokenResponse, LoginInput } from '@shared/auth';
import { apiRequest } from '@/lib/api';
import { storeSession } from '@/lib/auth-storage';
import { loadOnce } from '@/lib/load-once';
import { withMinimumDuration } from '../lib/with-minimum-duration';
import { refreshAuth } from './refresh-auth';

/** The sign-in button stays pending about one second even when the server answers faster. */
export const LOGIN_MIN_PENDING_MS = 1000;

/**
 * The answers' schemas (and zod) load with the first submit, alongside the request, not before the sign-in
 * and sign-up pages' first paint.
 */
export const loadSignInAnswers = loadOnce(() => import('../lib/sign-in-answers'));

export type LoginResult = { kind: 'signed-in'; session: AuthTokenResponse } | { kind: 'two-factor'; challengeToken: string };

/** Keeps the session a sign-in step answered and reloads the current user. */
export async function startSession(queryClient: QueryClient, session: AuthTokenResponse): Promise<AuthTokenResponse> {
  storeSession(session.token, session.userId);
  await refreshAuth(queryClient);
  return session;
}

/** POSTs a sign-in step and reads its answer with the schemas, fetched while the request is under way. */
export async function postSignInStep(path: string, input: unknown): Promise<{ body: unknown; answers: Awaited<ReturnType<typeof loadSignInAnswers>> }> {
  const answers = loadSignInAnswers();
  answers.catch(() => {}); // a failed request is the error to report; the fetch is tried again next time
  const body = await apiRequest('POST', path, input).then((res) => res.json() as Promise<unknown>);
  return { body, answers: await answers };
}

/**
 * POST /api/auth/login: either a session (stored, current user reloaded) or, for an account with
 * two-factor authentication, a challenge for the code step.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<LoginResult, Error, LoginInput>({
    mutationFn: async (input) => {
      const { body, answers } = await withMinimumDuration(postSignInStep('/api/auth/login', input), LOGIN_MIN_PENDING_MS);
      const answer = answers.readSignInAnswer(body);
      if (answer.kind === 'two-factor') return answer;
      return { kind: 'signed-in', session: await startSession(queryClient, answer.session) };
    },
  });
}
