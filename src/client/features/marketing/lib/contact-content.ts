import type { ContactInput } from '@shared/contact';

/** The choices of the Contact form's selects; the chosen label is what the studio reads in the enquiry. */
export const SERVICE_OPTIONS = [
  'Custom Website',
  'Logo Design',
  'Custom Software',
  'Website Changes',
  'E-commerce',
  'SEO & Marketing',
  'Mobile App',
  'Hosting & Maintenance',
  'Other',
] as const;

export const BUDGET_OPTIONS = ['Under $1,000', '$1,000 - $3,000', '$3,000 - $10,000', '$10,000+', 'Not sure yet'] as const;

export const TIMELINE_OPTIONS = ['As soon as possible', 'Within 1 month', '1 - 3 months', '3 months or more', 'Flexible'] as const;

/** The four figures at the top of the page (SPEC section 9's pricing notes). */
export const CONTACT_STATS = [
  { value: '24h', label: 'Response time' },
  { value: '24/7', label: 'Support' },
  { value: '50%', label: 'Deposit to start' },
  { value: '7 days', label: 'Refund window' },
] as const;

export const EMPTY_CONTACT_FORM: Required<ContactInput> = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  budget: '',
  timeline: '',
  message: '',
  website: '',
};

/** Fields the form shows, for mapping the server's 400 field messages back onto them. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'company', 'service', 'budget', 'timeline', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function isContactField(key: string): key is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(key);
}

/** A mailto: link for the free consultation button. */
export function consultationHref(email: string, studioName: string): string {
  const subject = encodeURIComponent(`Free consultation with ${studioName}`);
  const body = encodeURIComponent('Hello,\n\nI would like to book a free consultation about my project.\n\n');
  return `mailto:${email}?subject=${subject}&body=${body}`;
}

/** A tel: link: the number without spaces, dashes, dots or brackets. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
