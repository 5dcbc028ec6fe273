import { findService, type CatalogueService } from '@shared/catalogue';

/** The three main services of /services, each ordered through checkout. */
export const MAIN_SERVICE_IDS = ['website', 'logo', 'software'] as const;
export const mainServices = (): CatalogueService[] => MAIN_SERVICE_IDS.map((id) => findService(id) as CatalogueService);

/** Six more things the studio does, quoted individually (Get Quote → /contact). */
export const ADDITIONAL_SERVICES = [
  { id: 'seo', name: 'SEO & Marketing', description: 'Get found: search optimisation, content plans and campaigns that bring visitors.' },
  { id: 'ecommerce', name: 'E-commerce Solutions', description: 'Online shops with products, payments and shipping that just work.' },
  { id: 'mobile', name: 'Mobile Apps', description: 'Companion apps for iOS and Android, built alongside your website.' },
  { id: 'hosting', name: 'Hosting & Maintenance', description: 'Fast, secure hosting with updates, backups and uptime monitoring.' },
  { id: 'branding', name: 'Branding & Identity', description: 'Colours, typography and guidelines that make your brand consistent.' },
  { id: 'analytics', name: 'Analytics & Reporting', description: 'Dashboards and monthly reports on how your site performs.' },
] as const;

/** The four-step process. */
export const PROCESS_STEPS = [
  { name: 'Discovery', text: 'We learn about your business, your goals and your customers.' },
  { name: 'Design', text: 'We shape the look and the structure, and refine them with you.' },
  { name: 'Development', text: 'We build, test on every device, and keep you posted at each stage.' },
  { name: 'Launch', text: 'We go live, hand over, and stay on hand for support.' },
] as const;
