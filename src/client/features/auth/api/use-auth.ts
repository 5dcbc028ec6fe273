import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/auth';
import { SESSION_HINT_META } from '@shared/embedded-config';
import { getQueryFn } from '@/lib/api';
import { getStoredToken } from '@/lib/auth-storage';
import { useAnimationsPreference } from './use-preferences';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

export interface AuthState {
  /** The signed-in user; null when signed out (a 401) or while loading. */
  user: User | null;
  /** True until the first answer (or failure) of GET /api/auth/user. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Set when the session check itself failed (network, 5xx) — not when signed out. */
  error: Error | null;
  refetch: () => void;
}

/** The current user (SPEC section 7): cached 5 minutes, kept 10, no retry, no refetch on focus or mount. */
export function useAuth(): AuthState {
  const query = useQuery<User | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    staleTime: 300_000,
    gcTime: 600_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });
  const user = query.data ?? null;
  // The signed-in user's Animations preference applies wherever the session is read (every screen's header).
  useAnimationsPreference(user !== null, !query.isLoading);
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.role === 'admin',
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/**
 * Before the first render: a page served without a session cookie (the server says so in a meta tag), in
 * a browser holding no token, belongs to a signed-out visitor. The current user is then known (none)
 * without asking GET /api/auth/user, which spares a request and a re-render of the header on public pages.
 * Signing in refetches it (refreshAuth).
 */
export function seedSignedOutVisitor(queryClient: QueryClient): void {
  const hint = globalThis.document?.querySelector(`meta[name="${SESSION_HINT_META}"]`)?.getAttribute('content');
  if (hint === 'none' && !getStoredToken()) queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
}
