import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@shared/notifications';
import { NOTIFICATIONS_QUERY_KEY } from './keys';

/** GET /api/notifications, newest first (the bell is shown to signed-in users only). */
export function useNotifications() {
  return useQuery<Notification[]>({ queryKey: NOTIFICATIONS_QUERY_KEY });
}
