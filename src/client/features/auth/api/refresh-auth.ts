import type { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_QUERY_KEY } from './use-auth';

/** Refetches the current user (also when no component watches it) and waits for the answer. */
export async function refreshAuth(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY, refetchType: 'all' });
}
