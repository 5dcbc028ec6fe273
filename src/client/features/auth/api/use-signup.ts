import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authTokenResponse, type AuthTokenResponse, type SignupInput } from '@shared/auth';
import { apiRequest } from '@/lib/api';
import { storeSession } from '@/lib/auth-storage';
import { refreshAuth } from './refresh-auth';

/** POST /api/auth/signup; on 201 stores the token and user id and reloads the current user. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation<AuthTokenResponse, Error, SignupInput>({
    mutationFn: async (input) => {
      const res = await apiRequest('POST', '/api/auth/signup', input);
      const session = authTokenResponse.parse(await res.json());
      storeSession(session.token, session.userId);
      await refreshAuth(queryClient);
      return session;
    },
  });
}
