import { useQuery } from '@tanstack/react-query';
import type { AdminChangeRequest } from '@shared/change-requests';
import { useAuth } from '@/features/auth/api/use-auth';
import { ADMIN_CHANGE_REQUESTS_QUERY_KEY } from './keys';

/** GET /api/admin/change-requests: every client's requests, newest first; asked only for admins (SPEC section 6). */
export function useAdminChangeRequests() {
  const { isAdmin } = useAuth();
  return useQuery<AdminChangeRequest[]>({ queryKey: ADMIN_CHANGE_REQUESTS_QUERY_KEY, enabled: isAdmin });
}
