/** The studio's service catalogue: one list, served by GET /api/services and priced on the server. */
export interface CatalogueService {
  id: string;
  kind: 'service' | 'addon';
  name: string;
  description: string;
  /** Base price in dollars, as a decimal string. */
  price: string;
  /** The price is where projects start ("starting at"). */
  startingAt: boolean;
  delivery: string;
  /** Longest delivery in days, for the first estimate of an order. */
  deliveryDays: number;
  includes: string[];
  category?: string;
}

export const catalogue: CatalogueService[] = [
  {
    id: 'website',
    kind: 'service',
    name: 'Custom Website',
    description: 'A fast, responsive website designed and built around your brand and your customers.',
    price: '850.00',
    startingAt: true,
    delivery: '2-4 weeks',
    deliveryDays: 28,
    includes: ['Custom responsive design', 'Up to 8 pages', 'Contact forms and analytics', 'Search engine basics', 'Hosting set-up and launch'],
  },
  {
    id: 'logo',
    kind: 'service',
    name: 'Logo Design',
    description: 'A distinctive logo with variations for web, print and social media.',
    price: '50.00',
    startingAt: false,
    delivery: '5-7 days',
    deliveryDays: 7,
    includes: ['3 initial concepts', '2 rounds of revisions', 'Colour and mono versions', 'Vector and web files'],
  },
  {
    id: 'website-alteration',
    kind: 'service',
    name: 'Website Changes',
    description: 'Updates to an existing website: content, layout, new sections or fixes.',
    price: '50.00',
    startingAt: false,
    delivery: '2-5 days',
    deliveryDays: 5,
    includes: ['Content and image updates', 'Layout and style changes', 'Testing on phones and desktops', 'Deployment'],
  },
  {
    id: 'software',
    kind: 'service',
    name: 'Custom Software',
    description: 'Web applications, portals and integrations built for the way your business works.',
    price: '8999.00',
    startingAt: true,
    delivery: '6-12 weeks',
    deliveryDays: 84,
    includes: ['Discovery and specification', 'Design and development', 'Testing and launch', '30 days of support'],
  },
  ...(
    [
      ['seo-optimization', 'SEO Optimization', '299.00', 'Marketing', 'Keyword research, on-page optimisation and a search console set-up.'],
      ['ecommerce-integration', 'E-commerce Integration', '599.00', 'E-commerce', 'A shop with products, cart, checkout and payments on your website.'],
      ['mobile-app-development', 'Mobile App Development', '1299.00', 'Mobile', 'A companion mobile app for iOS and Android.'],
      ['advanced-analytics', 'Advanced Analytics', '199.00', 'Analytics', 'Goals, funnels and a monthly report on how your site performs.'],
      ['content-management', 'Content Management', '399.00', 'CMS', 'Edit your pages, posts and images yourself.'],
      ['security-package', 'Security Package', '149.00', 'Security', 'Hardening, malware scans and uptime alerts.'],
    ] as const
  ).map(([id, name, price, category, description]) => ({
    id,
    kind: 'addon' as const,
    name,
    description,
    price,
    startingAt: false,
    delivery: '1-2 weeks',
    deliveryDays: 14,
    includes: [] as string[],
    category,
  })),
];

export const findService = (id: string | null | undefined) => catalogue.find((s) => s.id === id);
