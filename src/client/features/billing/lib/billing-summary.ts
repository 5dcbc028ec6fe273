import { daysUntilDue, fromCents, isOutstanding, toCents, type Payment } from '@shared/billing';

type Amounted = Pick<Payment, 'amount'>;
type Due = Pick<Payment, 'status' | 'dueDate'>;

/** Sum of decimal-string amounts, on cents; answers a decimal string ("40.00"). */
export function sumAmounts(payments: Amounted[]): string {
  return fromCents(payments.reduce((sum, p) => sum + toCents(p.amount), 0));
}

/** SPEC section 9: Monthly Revenue = sum of amounts of payments that are paid and of type hosting. */
export function monthlyRevenue(payments: Pick<Payment, 'status' | 'type' | 'amount'>[]): string {
  return sumAmounts(payments.filter((p) => p.status === 'paid' && p.type === 'hosting'));
}

const byDueAscending = (a: Due, b: Due) => new Date(a.dueDate).getTime() - new Date(b.dueDate).getTime();

/** Outstanding payments (pending and overdue), the most urgent first. */
export function outstandingPayments<T extends Due>(payments: T[]): T[] {
  return payments.filter(isOutstanding).sort(byDueAscending);
}

/** Overdue: marked so by the server, or pending with its due date behind us (before the nightly job has run). */
export function isOverdue(payment: Due, now: Date): boolean {
  return payment.status === 'overdue' || (payment.status === 'pending' && daysUntilDue(payment.dueDate, now) < 0);
}

/** Pending payments not due yet, soonest first; the Upcoming Payments panel shows the next few. */
export function upcomingPayments<T extends Due>(payments: T[], now: Date, limit = 3): T[] {
  return payments
    .filter((p) => p.status === 'pending' && daysUntilDue(p.dueDate, now) >= 0)
    .sort(byDueAscending)
    .slice(0, limit);
}

/** The history: every payment, newest due date first (then newest created). */
export function paymentHistory<T extends Pick<Payment, 'dueDate' | 'createdAt'>>(payments: T[]): T[] {
  return [...payments].sort(
    (a, b) => new Date(b.dueDate).getTime() - new Date(a.dueDate).getTime() || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
}

/** A paid payment offers no pay action; pending, overdue and failed ones (a declined card) can be paid. */
export const canPay = (payment: Pick<Payment, 'status'>) => payment.status !== 'paid';

function sameMonth(iso: string | null, now: Date): boolean {
  if (!iso) return false;
  const date = new Date(iso);
  return date.getFullYear() === now.getFullYear() && date.getMonth() === now.getMonth();
}

export interface BillingSummary {
  outstandingTotal: string;
  outstandingCount: number;
  overdueTotal: string;
  overdueCount: number;
  failedTotal: string;
  failedCount: number;
  paidThisMonthTotal: string;
  paidThisMonthCount: number;
  totalPaid: string;
  /** The soonest outstanding payment that is not overdue yet. */
  nextDue: Payment | null;
}

/** The Billing screen's figures, all from the client's real payments. */
export function billingSummary(payments: Payment[], now: Date): BillingSummary {
  const outstanding = outstandingPayments(payments);
  const overdue = outstanding.filter((p) => isOverdue(p, now));
  const failed = payments.filter((p) => p.status === 'failed');
  const paid = payments.filter((p) => p.status === 'paid');
  const paidThisMonth = paid.filter((p) => sameMonth(p.paidAt, now));
  return {
    outstandingTotal: sumAmounts(outstanding),
    outstandingCount: outstanding.length,
    overdueTotal: sumAmounts(overdue),
    overdueCount: overdue.length,
    failedTotal: sumAmounts(failed),
    failedCount: failed.length,
    paidThisMonthTotal: sumAmounts(paidThisMonth),
    paidThisMonthCount: paidThisMonth.length,
    totalPaid: sumAmounts(paid),
    nextDue: outstanding.find((p) => !isOverdue(p, now)) ?? null,
  };
}
