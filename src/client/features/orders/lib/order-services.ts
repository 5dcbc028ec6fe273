import { findService, type CatalogueService } from '@shared/catalogue';

/** SPEC section 9: the Order Services page's own figures (checkout prices come from the catalogue). */
export const ORDER_PAGE_FIGURES = [
  { id: 'website', price: '2999', delivery: '2-4 weeks' },
  { id: 'logo', price: '599', delivery: '5-7 days' },
  { id: 'software', price: '8999', delivery: '6-12 weeks' },
] as const;

export interface OrderPageService {
  id: string;
  name: string;
  description: string;
  includes: string[];
  price: string;
  delivery: string;
  href: string;
}

/** '/checkout?service=logo' */
export const checkoutHref = (serviceId: string) => `/checkout?service=${encodeURIComponent(serviceId)}`;

/** The three cards of Order Services: the catalogue's words with the page's figures. */
export function orderPageServices(): OrderPageService[] {
  return ORDER_PAGE_FIGURES.map((figures) => {
    const service = findService(figures.id) as CatalogueService;
    return {
      id: figures.id,
      name: service.name,
      description: service.description,
      includes: service.includes,
      price: figures.price,
      delivery: figures.delivery,
      href: checkoutHref(figures.id),
    };
  });
}
