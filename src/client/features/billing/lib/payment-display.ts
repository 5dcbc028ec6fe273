import type { DueTone } from '@shared/billing';
import { formatMoney } from '@shared/format';

/** '$25.00' */
export const money = (amount: string | number | null | undefined) => `$${formatMoney(amount)}`;

/** SPEC section 9: the payment button reads 'Pay ${amount}', 'Processing...' while working. */
export const payButtonLabel = (amount: string, processing: boolean) => (processing ? 'Processing...' : `Pay ${money(amount)}`);

export type PaymentStatusTone = 'warning' | 'success' | 'destructive' | 'overdue' | 'muted';

const STATUS_TONES: Record<string, PaymentStatusTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'destructive',
  overdue: 'overdue',
};

/** SPEC section 4: pending yellow, paid green, failed red, overdue dark red, anything else grey. */
export function paymentStatusTone(status: string | null | undefined): PaymentStatusTone {
  return status && Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status] : 'muted';
}

/** Text colours of due labels and reminders: red, yellow, blue (billing, 4–7 days) and green (reminders, later). */
export const DUE_TONE_CLASSES: Record<DueTone, string> = {
  red: 'bg-red-500/15 text-red-300',
  yellow: 'bg-yellow-500/15 text-yellow-200',
  blue: 'bg-sky-500/15 text-sky-300',
  green: 'bg-green-500/15 text-green-300',
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** A card network's display name ('visa' → 'Visa'); unknown brands read 'Card'. */
export function cardBrandLabel(brand: string | null | undefined): string {
  const key = (brand ?? '').toLowerCase();
  return BRANDS[key] ?? 'Card';
}

/** '•••• 4242' */
export const maskedCard = (last4: string) => `•••• ${last4}`;

/** Expiry as printed on the card: '12/28'. */
export function cardExpiry(expMonth: number, expYear: number): string {
  return `${String(expMonth).padStart(2, '0')}/${String(expYear).slice(-2)}`;
}

/** 'Visa •••• 4242', or null when the payment carries no card (not paid by card yet). */
export function paidWithLabel(brand: string | null | undefined, last4: string | null | undefined): string | null {
  return last4 ? `${cardBrandLabel(brand)} ${maskedCard(last4)}` : null;
}

/** A short date for tight places ('Nov 23'); the year is added when it is not the current one. */
export function shortDate(iso: string, now: Date, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}
