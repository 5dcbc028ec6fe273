import { describe, expect, it } from 'vitest';
import type { Payment } from '@shared/billing';
import { billingSummary, canPay, isOverdue, monthlyRevenue, outstandingPayments, paymentHistory, sumAmounts, upcomingPayments } from './billing-summary';
import {
  cardFieldErrors,
  cardFormSchema,
  cardPayload,
  classifyConfirmError,
  needsNewIntent,
  PAYMENT_FAILED_FALLBACK,
  paymentReturnOutcome,
  stripeReturnUrl,
} from './card-form';
import { cardBrandLabel, cardExpiry, maskedCard, money, paidWithLabel, payButtonLabel, paymentStatusTone, shortDate } from './payment-display';

const now = new Date('2026-08-10T12:00:00.000Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
let seq = 0;
function payment(overrides: Partial<Payment>): Payment {
  seq += 1;
  return {
    id: `p${seq}`,
    websiteId: 'w1',
    type: 'hosting',
    description: `Payment ${seq}`,
    amount: '25.00',
    status: 'pending',
    dueDate: inDays(7),
    createdAt: inDays(-1),
    paidAt: null,
    cardBrand: null,
    cardLast4: null,
    ...overrides,
  };
}

describe('billing figures', () => {
  it('adds amounts on cents, never floats', () => {
    expect(sumAmounts([{ amount: '0.10' }, { amount: '0.20' }])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
  });

  it('Monthly Revenue sums paid hosting payments only', () => {
    const list = [
      payment({ type: 'hosting', status: 'paid', amount: '25.00' }),
      payment({ type: 'hosting', status: 'paid', amount: '19.99' }),
      payment({ type: 'domain', status: 'paid', amount: '15.00' }),
      payment({ type: 'hosting', status: 'pending', amount: '25.00' }),
      payment({ type: 'hosting', status: 'failed', amount: '25.00' }),
    ];
    expect(monthlyRevenue(list)).toBe('44.99');
    expect(monthlyRevenue([])).toBe('0.00');
  });

  it('lists pending and overdue as outstanding, most urgent first', () => {
    const later = payment({ dueDate: inDays(10) });
    const overdue = payment({ status: 'overdue', dueDate: inDays(-3) });
    const soon = payment({ dueDate: inDays(2) });
    const paid = payment({ status: 'paid' });
    const failed = payment({ status: 'failed' });
    expect(outstandingPayments([later, paid, soon, overdue, failed]).map((p) => p.id)).toEqual([overdue.id, soon.id, later.id]);
  });

  it('counts a pending payment past its due date as overdue', () => {
    expect(isOverdue(payment({ status: 'pending', dueDate: inDays(-1) }), now)).toBe(true);
    expect(isOverdue(payment({ status: 'overdue', dueDate: inDays(1) }), now)).toBe(true);
    expect(isOverdue(payment({ status: 'pending', dueDate: inDays(0.5) }), now)).toBe(false);
    expect(isOverdue(payment({ status: 'failed', dueDate: inDays(-5) }), now)).toBe(false);
  });

  it('upcoming: pending payments not due yet, soonest first, the next three', () => {
    const list = [4, 1, 30, 2, 9].map((d) => payment({ dueDate: inDays(d), description: `in ${d}` }));
    list.push(payment({ dueDate: inDays(-2) }), payment({ status: 'paid', dueDate: inDays(1) }));
    expect(upcomingPayments(list, now).map((p) => p.description)).toEqual(['in 1', 'in 2', 'in 4']);
    expect(upcomingPayments(list, now, 10)).toHaveLength(5);
  });

  it('history: every payment, newest due date first', () => {
    const a = payment({ dueDate: inDays(-30) });
    const b = payment({ dueDate: inDays(5) });
    const c = payment({ dueDate: inDays(-1) });
    expect(paymentHistory([a, b, c]).map((p) => p.id)).toEqual([b.id, c.id, a.id]);
  });

  it('offers no pay action for a paid payment, and one for a failed one', () => {
    expect(canPay({ status: 'paid' })).toBe(false);
    expect(canPay({ status: 'failed' })).toBe(true);
    expect(canPay({ status: 'pending' })).toBe(true);
    expect(canPay({ status: 'overdue' })).toBe(true);
  });

  it('summarises the account from real payments', () => {
    const list = [
      payment({ amount: '25.00', dueDate: inDays(7) }),
      payment({ amount: '15.00', dueDate: inDays(3), type: 'domain' }),
      payment({ amount: '40.00', status: 'overdue', dueDate: inDays(-4) }),
      payment({ amount: '10.00', status: 'failed' }),
      payment({ amount: '30.00', status: 'paid', paidAt: inDays(-2) }),
      payment({ amount: '12.50', status: 'paid', paidAt: '2026-06-15T10:00:00.000Z' }),
    ];
    const summary = billingSummary(list, now);
    expect(summary).toMatchObject({
      outstandingTotal: '80.00',
      outstandingCount: 3,
      overdueTotal: '40.00',
      overdueCount: 1,
      failedTotal: '10.00',
      failedCount: 1,
      paidThisMonthTotal: '30.00',
      paidThisMonthCount: 1,
      totalPaid: '42.50',
    });
    expect(summary.nextDue?.amount).toBe('15.00');
    expect(billingSummary([], now)).toMatchObject({ outstandingTotal: '0.00', nextDue: null, totalPaid: '0.00' });
  });
});

describe('payment display', () => {
  it('colours statuses: pending yellow, paid green, failed red, overdue dark red, other grey', () => {
    expect(paymentStatusTone('pending')).toBe('warning');
    expect(paymentStatusTone('paid')).toBe('success');
    expect(paymentStatusTone('failed')).toBe('destructive');
    expect(paymentStatusTone('overdue')).toBe('overdue');
    expect(paymentStatusTone('refunded')).toBe('muted');
    expect(paymentStatusTone(null)).toBe('muted');
  });

  it("reads 'Pay $25.00', then 'Processing...'", () => {
    expect(payButtonLabel('25.00', false)).toBe('Pay $25.00');
    expect(payButtonLabel('7.5', false)).toBe('Pay $7.50');
    expect(payButtonLabel('25.00', true)).toBe('Processing...');
    expect(money('1200')).toBe('$1200.00');
  });

  it('describes saved cards', () => {
    expect(cardBrandLabel('visa')).toBe('Visa');
    expect(cardBrandLabel('AMEX')).toBe('American Express');
    expect(cardBrandLabel('card')).toBe('Card');
    expect(cardBrandLabel(null)).toBe('Card');
    expect(maskedCard('4242')).toBe('•••• 4242');
    expect(cardExpiry(3, 2028)).toBe('03/28');
    expect(paidWithLabel('mastercard', '4444')).toBe('Mastercard •••• 4444');
    expect(paidWithLabel(null, null)).toBeNull();
  });

  it('shortens dates, with the year only when it is not this one', () => {
    expect(shortDate('2026-11-23T12:00:00.000Z', now, 'en-US')).toBe('Nov 23');
    expect(shortDate('2027-01-05T12:00:00.000Z', now, 'en-US')).toBe('Jan 5, 2027');
    expect(shortDate('nope', now, 'en-US')).toBe('—');
  });
});

describe('card form', () => {
  const valid = { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2030', cvc: '123', saveCard: true };

  it('validates with the shared card rules and sends digits and numbers', () => {
    const parsed = cardFormSchema.parse(valid);
    expect(cardPayload(parsed)).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    const bad = cardFormSchema.safeParse({ number: '4242 4242 4242 4241', expMonth: '13', expYear: '2030', cvc: '12', saveCard: false });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries((bad.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      number: 'Your card number is invalid.',
      expMonth: "Your card's expiration month is invalid.",
      cvc: "Your card's security code is incomplete.",
    });
  });

  it("maps the server's 'card.*' field errors onto the form", () => {
    expect(cardFieldErrors({ 'card.number': 'Your card number is incomplete.', 'card.expYear': 'Your card has expired.', amount: 'x' })).toEqual([
      ['number', 'Your card number is incomplete.'],
      ['expYear', 'Your card has expired.'],
    ]);
  });

  it('asks for a new intent after a decline or when the save-card choice changed', () => {
    const intent = { clientSecret: 's', saveCard: false, spent: false };
    expect(needsNewIntent(intent, false)).toBe(false);
    expect(needsNewIntent(intent, true)).toBe(true);
    expect(needsNewIntent({ ...intent, spent: true }, false)).toBe(true);
  });

  it('classifies a failed confirmation', () => {
    expect(classifyConfirmError(new Error('401: {"message":"Unauthorized"}'))).toEqual({ kind: 'unauthorized' });
    expect(classifyConfirmError(new Error('402: {"message":"Your card was declined."}'))).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(classifyConfirmError(new Error('400: {"message":"Your card has expired.","errors":{"card.expYear":"Your card has expired."}}'))).toEqual({
      kind: 'invalid',
      fields: [['expYear', 'Your card has expired.']],
    });
    expect(classifyConfirmError(new Error('409: {"message":"This payment attempt has already been used"}'))).toEqual({
      kind: 'declined',
      message: 'This payment attempt has already been used',
    });
    expect(classifyConfirmError(new TypeError('Failed to fetch'))).toEqual({ kind: 'declined', message: PAYMENT_FAILED_FALLBACK });
  });

  it('knows the Stripe return address and reads the return', () => {
    expect(stripeReturnUrl('https://portal.example')).toBe('https://portal.example/billing?payment=success');
    expect(paymentReturnOutcome('?payment=success')).toBe('success');
    expect(paymentReturnOutcome('payment=success&payment_intent=pi_1&redirect_status=succeeded')).toBe('success');
    expect(paymentReturnOutcome('?payment=success&redirect_status=failed')).toBe('failed');
    expect(paymentReturnOutcome('')).toBeNull();
    expect(paymentReturnOutcome('?payment=other')).toBeNull();
  });
});
