import { useQuery } from '@tanstack/react-query';
import type { Website } from '@shared/websites';
import { WEBSITES_QUERY_KEY } from './keys';

/** GET /api/websites: the signed-in client's websites, newest first. */
export function useWebsites() {
  return useQuery<Website[]>({ queryKey: WEBSITES_QUERY_KEY });
}
