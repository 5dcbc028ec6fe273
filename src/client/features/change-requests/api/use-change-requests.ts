import { useQuery } from '@tanstack/react-query';
import type { ChangeRequest } from '@shared/change-requests';
import { CHANGE_REQUESTS_QUERY_KEY } from './keys';

/** GET /api/change-requests: the signed-in client's change requests, newest first. */
export function useChangeRequests() {
  return useQuery<ChangeRequest[]>({ queryKey: CHANGE_REQUESTS_QUERY_KEY });
}
