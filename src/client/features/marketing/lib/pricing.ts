import { findService, type CatalogueService } from '@shared/catalogue';

/** SPEC section 9: the checkout and pricing screens price website (starting at), logo and website changes. */
export const PRICING_SERVICE_IDS = ['website', 'logo', 'website-alteration'] as const;

export const pricingServices = (): CatalogueService[] => PRICING_SERVICE_IDS.map((id) => findService(id) as CatalogueService);

/** SPEC section 9: the pricing notes. */
export const PAYMENT_NOTES = [
  { title: '50% deposit to start', text: 'Half of the price when you order; the rest when the work is done.' },
  { title: 'Refunds within 7 days', text: 'Changed your mind? Ask for a refund within 7 days of paying the deposit.' },
  { title: 'Work begins within 24 hours', text: 'Once the deposit is in, we start on your project within a day.' },
] as const;

export const PROCESS_NOTES = [
  { title: 'Responses within 24 hours', text: 'Every message and contact request is answered within a day.' },
  { title: 'Support 24/7', text: 'Our support is available around the clock, every day of the year.' },
] as const;

/** SPEC section 9: add-on prices of the pricing screens. */
export const EXTRA_PRICES = [
  { name: 'Domain', price: '$15', period: '/year' },
  { name: 'SSL certificate', price: '$25', period: '/year' },
  { name: 'Hosting', price: '$120', period: '/year' },
  { name: 'Email setup', price: '$75', period: 'one-time' },
] as const;
