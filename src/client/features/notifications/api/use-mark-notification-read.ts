import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/notifications';
import { apiRequest } from '@/lib/api';
import { markRead } from '../lib/notification-display';
import { NOTIFICATIONS_QUERY_KEY, notificationReadUrl } from './keys';

/** POST /api/notifications/{id}/read (204); the cached list is updated in place. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: async (id) => {
      await apiRequest('POST', notificationReadUrl(id));
    },
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Notification[]>(NOTIFICATIONS_QUERY_KEY, (list) => (list ? markRead(list, id) : list));
    },
  });
}
