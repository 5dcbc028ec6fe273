import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { WEBSITES_QUERY_KEY, websiteUrl } from './keys';

export interface DeleteWebsiteAnswer {
  message: string;
  id: string;
}

/** DELETE /api/websites/{id} (the answer is read as JSON); the list is refetched. */
export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation<DeleteWebsiteAnswer, Error, string>({
    mutationFn: async (id) => (await apiRequest('DELETE', websiteUrl(id))).json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY }),
  });
}
