import { describe, expect, it } from 'vitest';
import { checkoutSchema } from '@shared/orders';
import { adminOrderFormValues, adminOrderPayload, fromDateInput, toDateInput } from './admin-order-form';
import { checkoutDefaults, checkoutFieldErrors, checkoutTotals, depositPayable, orderTotals, priceCaption } from './checkout';
import { clientName, displayPrice, orderPaymentLabel, orderStatusLabel, orderStatusTone, serviceName } from './order-display';
import { ORDER_PAGE_FIGURES, checkoutHref, orderPageServices } from './order-services';

describe('checkoutTotals', () => {
  it('adds 50% for rush and asks half of the total as the deposit', () => {
    expect(checkoutTotals('50.00', 'rush')).toEqual({ base: '50.00', surcharge: '25.00', processingFee: '0.00', total: '75.00', deposit: '37.50' });
    expect(checkoutTotals('8999.00', 'standard')).toEqual({ base: '8999.00', surcharge: '0.00', processingFee: '0.00', total: '8999.00', deposit: '4499.50' });
  });

  it('prices an unchosen timeline as the base price', () => {
    expect(checkoutTotals('850.00', undefined).total).toBe('850.00');
    expect(checkoutTotals('850.00', '').surcharge).toBe('0.00');
  });

  it('reads the figures of an order the server priced', () => {
    expect(orderTotals({ price: '75.00', depositAmount: '37.50' }, '50.00')).toEqual({
      base: '50.00',
      surcharge: '25.00',
      processingFee: '0.00',
      total: '75.00',
      deposit: '37.50',
    });
  });
});

describe('checkout form', () => {
  it('starts with the service and the e-mail, timeline and budget unchosen', () => {
    const defaults = checkoutDefaults('logo', 'jane@example.com');
    expect(defaults).toMatchObject({ serviceType: 'logo', title: '', requirements: { contactEmail: 'jane@example.com' } });
    expect(defaults.requirements?.timeline).toBeUndefined();
    expect(checkoutDefaults('logo', null).requirements?.contactEmail).toBe('');
  });

  it('gives the spec messages for an empty form', () => {
    const result = checkoutSchema.safeParse({ ...checkoutDefaults('logo', ''), requirements: { ...checkoutDefaults('logo', '').requirements, timeline: '', budget: '' } });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      title: 'Project title is required',
      description: 'Please provide a detailed description',
      'requirements.timeline': 'Timeline preference is required',
      'requirements.budget': 'Budget confirmation is required',
      'requirements.contactEmail': 'Valid email is required',
    });
  });

  it('keeps only the server field messages that belong to the form', () => {
    expect(checkoutFieldErrors({ title: 'Too long', 'requirements.timeline': 'Bad', price: 'ignored', serviceType: 'Unknown service' })).toEqual([
      ['title', 'Too long'],
      ['requirements.timeline', 'Bad'],
    ]);
  });

  it('pays the deposit payment, when there is one', () => {
    expect(depositPayable({ depositPaymentId: 'p1', depositAmount: '37.50' })).toEqual({ id: 'p1', amount: '37.50' });
    expect(depositPayable({ depositPaymentId: null, depositAmount: '37.50' })).toBeNull();
  });

  it("says 'Starting at' only for starting-at services", () => {
    expect(priceCaption({ startingAt: true })).toBe('Starting at');
    expect(priceCaption({ startingAt: false })).toBeNull();
  });
});

describe('order display', () => {
  it('labels statuses and payment statuses as SPEC section 4 does', () => {
    expect(orderStatusLabel('pending')).toBe('Pending Payment');
    expect(orderStatusLabel('requirements_gathering')).toBe('Requirements Gathering');
    expect(orderStatusLabel('on_hold')).toBe('On Hold');
    expect(orderPaymentLabel('pending')).toBe('Payment Pending');
    expect(orderPaymentLabel('paid')).toBe('Paid');
    expect(orderPaymentLabel('failed')).toBe('Payment Failed');
    expect(orderPaymentLabel('overdue')).toBe('Overdue');
  });

  it('colours waiting, done, cancelled and unknown statuses apart', () => {
    expect(orderStatusTone('pending')).toBe('warning');
    expect(orderStatusTone('design_phase')).toBe('default');
    expect(orderStatusTone('completed')).toBe('success');
    expect(orderStatusTone('cancelled')).toBe('destructive');
    expect(orderStatusTone('weird')).toBe('muted');
  });

  it('names services from the catalogue', () => {
    expect(serviceName('logo')).toBe('Logo Design');
    expect(serviceName('seo-optimization')).toBe('SEO Optimization');
    expect(serviceName('brand-new')).toBe('Brand New');
  });

  it('shows marketing figures with separators and no needless cents', () => {
    expect(displayPrice('2999')).toBe('$2,999');
    expect(displayPrice('850.00')).toBe('$850');
    expect(displayPrice('1299.00')).toBe('$1,299');
    expect(displayPrice('49.5')).toBe('$49.50');
  });

  it('names the client', () => {
    expect(clientName({ email: 'a@b.c', firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(clientName({ email: 'a@b.c', firstName: null, lastName: ' ' })).toBe('a@b.c');
    expect(clientName({ email: null, firstName: null, lastName: null })).toBe('Unknown client');
  });
});

describe('Order Services figures', () => {
  it("shows SPEC section 9's orders-page figures and links each card to its checkout", () => {
    expect(orderPageServices().map((s) => [s.name, s.price, s.delivery, s.href])).toEqual([
      ['Custom Website', '2999', '2-4 weeks', '/checkout?service=website'],
      ['Logo Design', '599', '5-7 days', '/checkout?service=logo'],
      ['Custom Software', '8999', '6-12 weeks', '/checkout?service=software'],
    ]);
    expect(ORDER_PAGE_FIGURES).toHaveLength(3);
    expect(checkoutHref('seo-optimization')).toBe('/checkout?service=seo-optimization');
  });
});

describe('admin order form', () => {
  it('turns date inputs into local-midnight ISO times and back', () => {
    const iso = fromDateInput('2026-08-01');
    expect(iso).not.toBeNull();
    expect(toDateInput(iso)).toBe('2026-08-01');
    expect(fromDateInput('')).toBeNull();
    expect(fromDateInput('01/08/2026')).toBeNull();
    expect(toDateInput(null)).toBe('');
    expect(toDateInput('not a date')).toBe('');
  });

  it('sends the status, and the delivery date only when it changed (null when cleared)', () => {
    const initial = adminOrderFormValues({ status: 'requirements_gathering', estimatedDelivery: fromDateInput('2026-08-01') });
    expect(initial).toEqual({ status: 'requirements_gathering', estimatedDelivery: '2026-08-01' });
    expect(adminOrderPayload({ ...initial, status: 'design_phase' }, initial)).toEqual({ status: 'design_phase' });
    expect(adminOrderPayload({ status: 'design_phase', estimatedDelivery: '' }, initial)).toEqual({ status: 'design_phase', estimatedDelivery: null });
    expect(adminOrderPayload({ status: 'completed', estimatedDelivery: '2026-09-15' }, initial)).toEqual({
      status: 'completed',
      estimatedDelivery: fromDateInput('2026-09-15'),
    });
    expect(adminOrderPayload({ status: 'nope', estimatedDelivery: '' }, initial)).toBeNull();
  });
});
