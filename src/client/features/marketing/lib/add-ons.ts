import { catalogue } from '@shared/catalogue';
import { displayPrice } from './display-price';

/** SPEC section 3: an add-on of the static catalogue (priced and ordered like the catalogue's add-ons). */
export interface AddOn {
  id: string;
  name: string;
  description: string;
  /** As shown: '$1,299'. */
  price: string;
  category: string;
  features: string[];
  delivery: string;
  popular?: boolean;
}

export const ADD_ON_CATEGORIES = ['All', 'Marketing', 'E-commerce', 'Mobile', 'Analytics', 'CMS', 'Security'] as const;
export type AddOnCategory = (typeof ADD_ON_CATEGORIES)[number];

const FEATURES: Record<string, string[]> = {
  'seo-optimization': ['Keyword research', 'On-page optimisation', 'Search console set-up', 'Monthly ranking report'],
  'ecommerce-integration': ['Product catalogue', 'Cart and checkout', 'Card payments', 'Order confirmation e-mails'],
  'mobile-app-development': ['iOS and Android apps', 'Push notifications', 'Synced with your website', 'App store publishing'],
  'advanced-analytics': ['Goals and funnels', 'Traffic sources', 'Custom dashboards', 'Monthly performance report'],
  'content-management': ['Edit pages yourself', 'Blog and news posts', 'Image library', 'Drafts and scheduled publishing'],
  'security-package': ['Security hardening', 'Malware scans', 'Uptime alerts', 'SSL monitoring'],
};

/** SPEC section 3: only SEO Optimization is marked Popular. */
const POPULAR = new Set(['seo-optimization']);

export const addOns: AddOn[] = catalogue
  .filter((entry) => entry.kind === 'addon')
  .map((entry) => ({
    id: entry.id,
    name: entry.name,
    description: entry.description,
    price: displayPrice(entry.price),
    category: entry.category ?? 'Other',
    features: FEATURES[entry.id] ?? entry.includes,
    delivery: entry.delivery,
    ...(POPULAR.has(entry.id) ? { popular: true } : {}),
  }));

/** The add-ons of one category; 'All' keeps every one. */
export function filterAddOns<T extends { category: string }>(list: readonly T[], category: AddOnCategory): T[] {
  return category === 'All' ? [...list] : list.filter((addOn) => addOn.category === category);
}
