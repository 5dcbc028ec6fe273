import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isUnauthorizedError } from '@/lib/api';
import { refreshAuth } from './refresh-auth';

/**
 * A screen's data call answered 401: the session ended while the screen was open. Re-checking the
 * current user lets RequireAuth show its 'Unauthorized' toast and send the user to sign in.
 */
export function useRecheckSessionOn401(error: unknown): void {
  const queryClient = useQueryClient();
  const expired = isUnauthorizedError(error);
  useEffect(() => {
    if (expired) void refreshAuth(queryClient);
  }, [expired, queryClient]);
}
