import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/notifications';
import { apiRequest } from '@/lib/api';
import { markRead } from '../lib/notification-display';
import { NOTIFICATIONS_QUERY_KEY } from './keys';

/** POST /api/notifications/read-all → { updated }; every cached notification becomes read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation<{ updated: number }, Error, void>({
    mutationFn: async () => (await apiRequest('POST', '/api/notifications/read-all')).json(),
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_QUERY_KEY, (list) => (list ? markRead(list) : list));
    },
  });
}
