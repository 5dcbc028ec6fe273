/** The document title and meta description of each route (SEO, browser tabs, shared links). */
export interface RouteMeta {
  title: string;
  description: string;
}

const PORTAL_DESCRIPTION = 'Your client portal: websites, hosting and domain payments, orders, change requests, analytics and backups.';

interface Entry {
  /** The page's name in the title; null on the home page, whose title is the studio and its headline. */
  page: string | null;
  /** {studio} is replaced by the studio's name. */
  description: string;
}

const ROUTES: Record<string, Entry> = {
  '/': {
    page: null,
    description:
      'Future-ready websites, logos and custom software from {studio}, with a client portal for hosting, billing, analytics, backups and change requests.',
  },
  '/about': { page: 'About', description: 'The mission, vision, story and values behind every project {studio} builds.' },
  '/services': {
    page: 'Services',
    description: 'Custom websites, logo design and custom software, plus SEO, e-commerce, mobile apps, hosting, branding and analytics.',
  },
  '/pricing-sheet': {
    page: 'Pricing',
    description: 'Clear prices for websites, logos and website changes, with add-ons, payment terms and delivery timelines.',
  },
  '/contact': {
    page: 'Contact',
    description: 'Tell {studio} about your project and get an answer within 24 hours, or book a free consultation.',
  },
  '/login': { page: 'Log In', description: 'Sign in to your {studio} client portal.' },
  '/signup': { page: 'Sign Up', description: 'Create your {studio} client portal account.' },
  '/test': { page: 'Test', description: 'Deployment check: this page shows that changes are working.' },
  '/pricing': { page: 'Pricing', description: PORTAL_DESCRIPTION },
  '/dashboard': { page: 'Dashboard', description: PORTAL_DESCRIPTION },
  '/admin': { page: 'Admin Panel', description: PORTAL_DESCRIPTION },
  '/admin/audit': { page: 'Audit Log', description: PORTAL_DESCRIPTION },
  '/websites': { page: 'My Websites', description: PORTAL_DESCRIPTION },
  '/billing': { page: 'Billing and Payments', description: PORTAL_DESCRIPTION },
  '/change-requests': { page: 'Request Tracking', description: PORTAL_DESCRIPTION },
  '/orders': { page: 'Order Services', description: PORTAL_DESCRIPTION },
  '/checkout': { page: 'Checkout', description: PORTAL_DESCRIPTION },
  '/analytics': { page: 'Analytics', description: PORTAL_DESCRIPTION },
  '/add-ons': { page: 'Add-Ons', description: PORTAL_DESCRIPTION },
  '/settings': { page: 'Settings', description: PORTAL_DESCRIPTION },
};

const NOT_FOUND: Entry = { page: 'Page Not Found', description: PORTAL_DESCRIPTION };

export const HOME_HEADLINE = 'Future-Ready Web Solutions';

/** The title and description for a location (query, hash and trailing slashes ignored). */
export function routeMeta(location: string, studioName: string): RouteMeta {
  const path = location.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  const entry = Object.hasOwn(ROUTES, path) ? ROUTES[path] : NOT_FOUND;
  return {
    title: entry.page ? `${entry.page} | ${studioName}` : `${studioName} | ${HOME_HEADLINE}`,
    description: entry.description.replaceAll('{studio}', studioName),
  };
}
