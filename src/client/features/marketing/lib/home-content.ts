import { Bot, DatabaseBackup, Gauge, Palette, RefreshCcw, ShieldCheck, Workflow, type LucideIcon } from 'lucide-react';

export interface Highlight {
  title: string;
  text: string;
  icon: LucideIcon;
  /** Short facts listed under the text. */
  points?: readonly string[];
}

/** The four capability cards (SPEC section 1, marketing copy). */
export const CAPABILITIES: readonly Highlight[] = [
  {
    title: 'AI-Powered Assistant',
    icon: Bot,
    text: 'Ask about performance, payments due or how to request a change, and get answers from your own account data, day or night.',
    points: ['Answers from your own data', 'Available 24/7'],
  },
  {
    title: 'Automated Billing',
    icon: RefreshCcw,
    text: 'Hosting and domains renew on their own, reminders arrive before anything is due, and failed payments are handled before your site is at risk.',
    points: ['Auto-renew', 'Payment-failure handling'],
  },
  {
    title: 'Performance Analytics',
    icon: Gauge,
    text: 'Visitors, page views, bounce rate and response times for every website, with uptime tracked around the clock.',
    points: ['Uptime tracking', '7, 30 or 90-day views'],
  },
  {
    title: 'Full Website Backups',
    icon: DatabaseBackup,
    text: 'Download a complete ZIP of any website whenever you like, and see the history of every backup made.',
    points: ['Full ZIP download', 'Backup history'],
  },
];

/** The three feature tiles under the capabilities. */
export const FEATURES: readonly Highlight[] = [
  {
    title: 'Change Management',
    icon: Workflow,
    text: 'Send a change request with files attached and follow it through automated workflows, from review to done.',
  },
  {
    title: 'Custom Branding',
    icon: Palette,
    text: 'Your logo, colours and voice on every page, designed around your brand instead of a template.',
  },
  {
    title: 'Security Monitoring',
    icon: ShieldCheck,
    text: 'Your sites are watched continuously, so problems are caught and fixed before your visitors notice.',
  },
];
