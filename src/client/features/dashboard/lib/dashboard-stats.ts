import { websiteTiles, type Website } from '@shared/websites';

/** SPEC section 9: Active Websites = the number of websites with status active. */
export function activeWebsiteCount(websites: Pick<Website, 'status'>[]): number {
  return websiteTiles(websites).active;
}

/** SPEC section 9: Monthly Revenue = sum of paid hosting payments (the billing screen's own rule). */
export { monthlyRevenue } from '@/features/billing/lib/billing-summary';

/** DESIGN decisions: Pending Requests is the client's real number of change requests with status pending. */
export function pendingRequestCount(requests: ReadonlyArray<{ status: string }>): number {
  return requests.filter((request) => request.status === 'pending').length;
}

/** SPEC section 9: Active Orders shows the first 3 orders (the API answers newest first). */
export const ACTIVE_ORDERS_LIMIT = 3;
export const activeOrders = <T>(orders: readonly T[]): T[] => orders.slice(0, ACTIVE_ORDERS_LIMIT);
