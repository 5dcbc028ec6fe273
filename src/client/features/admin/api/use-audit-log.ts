import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction, AuditPage } from '@shared/audit';
import { apiRequest } from '@/lib/api';
import { useAuth } from '@/features/auth/api/use-auth';
import { auditUrl } from '../lib/audit-display';

export const AUDIT_LOG_QUERY_KEY = ['/api/admin/audit'] as const;

/** GET /api/admin/audit, newest first, a page at a time ("Load more" follows nextCursor); admins only. */
export function useAuditLog(action: AuditAction | '') {
  const { isAdmin } = useAuth();
  return useInfiniteQuery<AuditPage, Error, InfiniteData<AuditPage, string | null>, readonly unknown[], string | null>({
    queryKey: [...AUDIT_LOG_QUERY_KEY, action],
    queryFn: async ({ pageParam }) => (await apiRequest('GET', auditUrl(action, pageParam))).json(),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: isAdmin,
    // A trail is read for what just happened: opening the screen again asks again.
    staleTime: 0,
  });
}
