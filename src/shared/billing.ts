import { z } from 'zod';
import { cardSchema } from './cards';

export const paymentTypes = ['hosting', 'domain', 'change_request', 'other'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentStatuses = ['pending', 'paid', 'failed', 'overdue'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A Payment as the API answers it (SPEC section 3). */
export interface Payment {
  id: string;
  websiteId: string | null;
  type: PaymentType;
  description: string;
  amount: string;
  status: PaymentStatus;
  dueDate: string;
  createdAt: string;
  paidAt: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days until a due date, rounded up (SPEC section 4): due later today is 0, yesterday is -1. */
export function daysUntilDue(dueDate: Date | string, now: Date): number {
  const due = typeof dueDate === 'string' ? new Date(dueDate) : dueDate;
  return Math.ceil((due.getTime() - now.getTime()) / DAY_MS);
}

/** Pending and overdue payments are outstanding (SPEC section 4). */
export const isOutstanding = (p: { status: string }) => p.status === 'pending' || p.status === 'overdue';

/** 'Payment type' shown capitalised with underscores replaced: change_request → 'Change Request'. */
export function paymentTypeLabel(type: string): string {
  return type
    .split('_')
    .map((w) => (w ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export type DueTone = 'red' | 'yellow' | 'blue' | 'green';

/**
 * Billing screen's due label: overdue, today, 1–3 days (yellow), 4–7 days (blue); nothing past 7.
 */
export function billingDueLabel(days: number): { text: string; tone: DueTone } | null {
  if (days < 0) return { text: `Overdue by ${-days} day${days === -1 ? '' : 's'}`, tone: 'red' };
  if (days === 0) return { text: 'Due today', tone: 'red' };
  if (days <= 3) return { text: `Due in ${days} day${days === 1 ? '' : 's'}`, tone: 'yellow' };
  if (days <= 7) return { text: `Due in ${days} days`, tone: 'blue' };
  return null;
}

/** Dashboard reminder label (SPEC section 9): 'Overdue by N days', 'Due today', 'Due tomorrow', 'Due in N days'. */
export function reminderLabel(days: number): string {
  if (days < 0) return `Overdue by ${-days} day${days === -1 ? '' : 's'}`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

/** Dashboard reminder colour: red at 3 days or fewer (or overdue), yellow 4 to 7, green otherwise. */
export function reminderTone(days: number): 'red' | 'yellow' | 'green' {
  if (days <= 3) return 'red';
  if (days <= 7) return 'yellow';
  return 'green';
}

/** Dashboard payment reminders: pending payments due within 7 days or overdue, at most 3 listed. */
export function paymentReminders<T extends { status: string; dueDate: string; amount: string }>(payments: T[], now: Date) {
  const due = payments
    .filter((p) => isOutstanding(p) && daysUntilDue(p.dueDate, now) <= 7)
    .sort((a, b) => new Date(a.dueDate).getTime() - new Date(b.dueDate).getTime());
  const totalCents = due.reduce((sum, p) => sum + toCents(p.amount), 0);
  return { listed: due.slice(0, 3), more: Math.max(0, due.length - 3), total: fromCents(totalCents) };
}

/** Money arithmetic on cents, never floats. */
export function toCents(amount: string | number): number {
  const s = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new Error(`not an amount: ${amount}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}


export const createPaymentIntentSchema = z.object({
  paymentId: z.string('paymentId is required').min(1, 'paymentId is required'),
  amount: z.union([z.number(), z.string()], 'amount is required'),
  saveCard: z.boolean().optional(),
});

/** The test processor's confirmation; the card is checked by the service so each field gets its message. */
export const confirmPaymentSchema = z.object({
  clientSecret: z.string('clientSecret is required').min(1, 'clientSecret is required').max(300),
  card: z.record(z.string(), z.unknown(), 'card is required'),
});
export { cardSchema };
