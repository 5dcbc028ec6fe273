import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthTokenResponse } from '@shared/auth';
import { postSignInStep, startSession } from './use-login';

export interface LoginCodeInput {
  challengeToken: string;
  /** A 6-digit code from the authenticator app, or a recovery code. */
  code: string;
}

/** POST /api/auth/login/2fa: the second sign-in step; on success the same session handling as a password sign-in. */
export function useLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation<AuthTokenResponse, Error, LoginCodeInput>({
    mutationFn: async (input) => {
      const { body, answers } = await postSignInStep('/api/auth/login/2fa', { challengeToken: input.challengeToken, code: input.code.trim() });
      return startSession(queryClient, answers.readSession(body));
    },
  });
}
