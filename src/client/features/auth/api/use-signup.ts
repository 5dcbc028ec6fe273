import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthTokenResponse, SignupInput } from '@shared/auth';
import { postSignInStep, startSession } from './use-login';

/** POST /api/auth/signup; on 201 stores the token and user id and reloads the current user. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation<AuthTokenResponse, Error, SignupInput>({
    mutationFn: async (input) => {
      const { body, answers } = await postSignInStep('/api/auth/signup', input);
      return startSession(queryClient, answers.readSession(body));
    },
  });
}
