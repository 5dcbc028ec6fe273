import type { DefaultValues } from 'react-hook-form';
import type { CatalogueService } from '@shared/catalogue';
import { fromCents, toCents } from '@shared/billing';
import { depositOf, orderPrice, type CheckoutInput, type CheckoutParsed, type ServiceOrder } from '@shared/orders';

/** The body of POST /api/service-orders: the validated form (the server sets the price itself). */
export type OrderPayload = CheckoutParsed;

/** The checkout summary's figures for a service and the chosen timeline (SPEC section 9). */
export interface CheckoutTotals {
  base: string;
  /** The rush timeline's 50% extra; '0.00' otherwise. */
  surcharge: string;
  processingFee: string;
  total: string;
  /** The 50% due now to start the work. */
  deposit: string;
}

export function checkoutTotals(basePrice: string, timeline: string | null | undefined): CheckoutTotals {
  const total = orderPrice(basePrice, timeline ?? '');
  return {
    base: fromCents(toCents(basePrice)),
    surcharge: fromCents(toCents(total) - toCents(basePrice)),
    processingFee: '0.00',
    total,
    deposit: depositOf(total),
  };
}

/** The same figures from an order the server priced (its deposit is the payment issued for it). */
export function orderTotals(order: Pick<ServiceOrder, 'price' | 'depositAmount'>, basePrice: string): CheckoutTotals {
  return {
    base: fromCents(toCents(basePrice)),
    surcharge: fromCents(Math.max(0, toCents(order.price) - toCents(basePrice))),
    processingFee: '0.00',
    total: order.price,
    deposit: order.depositAmount,
  };
}

/**
 * A fresh checkout form: the chosen service, the user's e-mail prefilled (SPEC section 2). Timeline and
 * budget start unchosen so the client confirms both.
 */
export function checkoutDefaults(serviceType: string, email: string | null | undefined): DefaultValues<CheckoutInput> {
  return {
    serviceType,
    title: '',
    description: '',
    requirements: { contactEmail: email ?? '', companyName: '', additionalRequirements: '' },
  };
}

export const CHECKOUT_FIELDS = [
  'title',
  'description',
  'requirements.timeline',
  'requirements.budget',
  'requirements.contactEmail',
  'requirements.companyName',
  'requirements.additionalRequirements',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Field messages of a 400 answer ({errors: {'requirements.timeline': ...}}) that belong to the form. */
export function checkoutFieldErrors(errors: Record<string, string>): Array<[CheckoutField, string]> {
  return Object.entries(errors).filter((entry): entry is [CheckoutField, string] => (CHECKOUT_FIELDS as readonly string[]).includes(entry[0]));
}

/** The order's deposit as the card flow pays it; null when the server issued none. */
export function depositPayable(order: Pick<ServiceOrder, 'depositPaymentId' | 'depositAmount'>): { id: string; amount: string } | null {
  return order.depositPaymentId ? { id: order.depositPaymentId, amount: order.depositAmount } : null;
}

/** 'Starting at' is shown for services whose price is where projects start. */
export const priceCaption = (service: Pick<CatalogueService, 'startingAt'>) => (service.startingAt ? 'Starting at' : null);
