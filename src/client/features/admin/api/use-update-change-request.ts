import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest } from '@shared/change-requests';
import { apiRequest } from '@/lib/api';
import { CHANGE_REQUESTS_QUERY_KEY } from '@/features/change-requests/api/keys';
import type { AdminUpdatePayload } from '../lib/admin-update';
import { ADMIN_CHANGE_REQUESTS_QUERY_KEY, adminChangeRequestUrl } from './keys';

/** PUT /api/admin/change-requests/{id}; the admin list is refetched before the mutation counts as done. */
export function useUpdateChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation<ChangeRequest, Error, { id: string; payload: AdminUpdatePayload }>({
    mutationFn: async ({ id, payload }) => (await apiRequest('PUT', adminChangeRequestUrl(id), payload)).json(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_CHANGE_REQUESTS_QUERY_KEY }),
        // An admin may have requests of their own on Request Tracking.
        queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_QUERY_KEY }),
      ]),
  });
}
