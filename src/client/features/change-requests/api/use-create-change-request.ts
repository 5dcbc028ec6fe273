import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest } from '@shared/change-requests';
import { apiRequest } from '@/lib/api';
import type { ChangeRequestPayload } from '../lib/change-request-form';
import { CHANGE_REQUESTS_QUERY_KEY } from './keys';

/** POST /api/change-requests; the list is refetched before the mutation counts as done. */
export function useCreateChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation<ChangeRequest, Error, ChangeRequestPayload>({
    mutationFn: async (payload) => (await apiRequest('POST', '/api/change-requests', payload)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGE_REQUESTS_QUERY_KEY }),
  });
}
