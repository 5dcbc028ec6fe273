import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Website } from '@shared/websites';
import { apiRequest } from '@/lib/api';
import { PAYMENTS_QUERY_KEY } from '@/features/billing/api/keys';
import type { WebsitePayload } from '../lib/website-form';
import { WEBSITES_QUERY_KEY } from './keys';

/** POST /api/websites; the list is refetched before the mutation counts as done. */
export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation<Website, Error, WebsitePayload>({
    mutationFn: async (payload) => (await apiRequest('POST', '/api/websites', payload)).json(),
    // A website's payments are issued (or go) with it: the billing figures and reminders follow.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: WEBSITES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY })]),
  });
}
