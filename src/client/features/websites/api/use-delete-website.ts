import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { PAYMENTS_QUERY_KEY } from '@/features/billing/api/keys';
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
    // A website's payments are issued (or go) with it: the billing figures and reminders follow.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY })]),
  });
}
