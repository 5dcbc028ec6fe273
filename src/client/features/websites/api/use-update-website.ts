import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Website } from '@shared/websites';
import { apiRequest } from '@/lib/api';
import type { WebsitePayload } from '../lib/website-form';
import { WEBSITES_QUERY_KEY, websiteUrl } from './keys';

/** PUT /api/websites/{id}; the list is refetched before the mutation counts as done. */
export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation<Website, Error, { id: string; payload: WebsitePayload }>({
    mutationFn: async ({ id, payload }) => (await apiRequest('PUT', websiteUrl(id), payload)).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY }),
  });
}
