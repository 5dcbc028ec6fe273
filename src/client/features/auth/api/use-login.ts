import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authTokenResponse, type AuthTokenResponse, type LoginInput } from '@shared/auth';
import { apiRequest } from '@/lib/api';
import { storeSession } from '@/lib/auth-storage';
import { withMinimumDuration } from '../lib/with-minimum-duration';
import { refreshAuth } from './refresh-auth';

/** The sign-in button stays pending about one second even when the server answers faster. */
export const LOGIN_MIN_PENDING_MS = 1000;

/** POST /api/auth/login; on success stores the token and user id and reloads the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<AuthTokenResponse, Error, LoginInput>({
    mutationFn: async (input) => {
      const body = await withMinimumDuration(
        apiRequest('POST', '/api/auth/login', input).then((res) => res.json() as Promise<unknown>),
        LOGIN_MIN_PENDING_MS,
      );
      // Anything but {token, userId} (e.g. a two-factor challenge, handled in a later issue) fails here.
      const session = authTokenResponse.parse(body);
      storeSession(session.token, session.userId);
      await refreshAuth(queryClient);
      return session;
    },
  });
}
