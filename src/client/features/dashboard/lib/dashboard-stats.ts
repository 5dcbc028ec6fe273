import { websiteTiles, type Website } from '@shared/websites';

/** SPEC section 9: Active Websites = the number of websites with status active. */
export function activeWebsiteCount(websites: Pick<Website, 'status'>[]): number {
  return websiteTiles(websites).active;
}

/** SPEC section 9: Monthly Revenue = sum of paid hosting payments (the billing screen's own rule). */
export { monthlyRevenue } from '@/features/billing/lib/billing-summary';
