import { describe, expect, it } from 'vitest';
import { billingDueLabel, daysUntilDue, fromCents, paymentReminders, paymentTypeLabel, reminderLabel, reminderTone, toCents } from './billing';

describe('due labels at every boundary', () => {
  it.each([
    [-2, 'Overdue by 2 days', 'red'],
    [-1, 'Overdue by 1 day', 'red'],
    [0, 'Due today', 'red'],
    [1, 'Due in 1 day', 'yellow'],
    [3, 'Due in 3 days', 'yellow'],
    [4, 'Due in 4 days', 'blue'],
    [7, 'Due in 7 days', 'blue'],
  ])('billing screen: %i days → %s (%s)', (days, text, tone) => {
    expect(billingDueLabel(days)).toEqual({ text, tone });
  });

  it('billing screen: no label past 7 days', () => {
    expect(billingDueLabel(8)).toBeNull();
  });

  it.each([
    [-1, 'Overdue by 1 day', 'red'],
    [0, 'Due today', 'red'],
    [1, 'Due tomorrow', 'red'],
    [3, 'Due in 3 days', 'red'],
    [4, 'Due in 4 days', 'yellow'],
    [7, 'Due in 7 days', 'yellow'],
    [8, 'Due in 8 days', 'green'],
  ])('dashboard reminders: %i days → %s (%s)', (days, text, tone) => {
    expect(reminderLabel(days)).toBe(text);
    expect(reminderTone(days)).toBe(tone);
  });

  it('rounds days up', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(daysUntilDue('2026-11-21T18:00:00Z', now)).toBe(1);
    expect(daysUntilDue('2026-11-21T12:00:00Z', now)).toBe(0);
    expect(daysUntilDue('2026-11-21T06:00:00Z', now)).toBe(-0);
    expect(daysUntilDue('2026-11-20T06:00:00Z', now)).toBe(-1);
    expect(daysUntilDue('2026-11-28T12:00:00Z', now)).toBe(7);
  });
});

describe('reminders list', () => {
  it('lists pending or overdue payments due within 7 days, 3 at most, with the total of all due', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const p = (status: string, days: number, amount: string) => ({ status, amount, dueDate: new Date(now.getTime() + days * 86400000).toISOString() });
    const r = paymentReminders([p('pending', 8, '1.00'), p('paid', 1, '2.00'), p('overdue', -3, '10.10'), p('pending', 0, '0.20'), p('pending', 7, '5.00'), p('pending', 2, '3.33')], now);
    expect(r.listed.map((x) => x.amount)).toEqual(['10.10', '0.20', '3.33']);
    expect(r.more).toBe(1);
    expect(r.total).toBe('18.63');
  });
});

describe('money', () => {
  it('adds in cents', () => {
    expect(toCents('0.10') + toCents('0.20')).toBe(30);
    expect(fromCents(toCents('19.99') * 3)).toBe('59.97');
    expect(toCents('25')).toBe(2500);
    expect(toCents('25.5')).toBe(2550);
    expect(fromCents(5)).toBe('0.05');
  });

  it('labels types', () => {
    expect(paymentTypeLabel('change_request')).toBe('Change Request');
    expect(paymentTypeLabel('hosting')).toBe('Hosting');
  });
});
