import { describe, expect, it } from 'vitest';
import { ADD_ON_CATEGORIES, addOns, filterAddOns } from './add-ons';
import { EXTRA_PRICES, PAYMENT_NOTES, PROCESS_NOTES, pricingServices } from './pricing';
import { ADDITIONAL_SERVICES, mainServices, PROCESS_STEPS } from './services-content';

describe('add-ons catalogue', () => {
  it('lists SPEC section 3 add-ons with their prices and categories; only SEO is popular', () => {
    expect(addOns.map((a) => [a.name, a.price, a.category, Boolean(a.popular)])).toEqual([
      ['SEO Optimization', '$299', 'Marketing', true],
      ['E-commerce Integration', '$599', 'E-commerce', false],
      ['Mobile App Development', '$1,299', 'Mobile', false],
      ['Advanced Analytics', '$199', 'Analytics', false],
      ['Content Management', '$399', 'CMS', false],
      ['Security Package', '$149', 'Security', false],
    ]);
    expect(addOns.every((a) => a.features.length > 0 && a.description.length > 0)).toBe(true);
  });

  it('filters by category; All keeps every add-on', () => {
    expect(ADD_ON_CATEGORIES).toEqual(['All', 'Marketing', 'E-commerce', 'Mobile', 'Analytics', 'CMS', 'Security']);
    expect(filterAddOns(addOns, 'All')).toHaveLength(6);
    for (const category of ADD_ON_CATEGORIES.slice(1)) {
      expect(filterAddOns(addOns, category).map((a) => a.category)).toEqual([category]);
    }
  });
});

describe('pricing content', () => {
  it('prices website (starting at), logo and website changes from the catalogue', () => {
    expect(pricingServices().map((s) => [s.id, s.price, s.startingAt])).toEqual([
      ['website', '850.00', true],
      ['logo', '50.00', false],
      ['website-alteration', '50.00', false],
    ]);
  });

  it('states the SPEC section 9 notes and add-on prices', () => {
    const notes = [...PAYMENT_NOTES, ...PROCESS_NOTES].map((n) => n.title);
    expect(notes).toEqual(['50% deposit to start', 'Refunds within 7 days', 'Work begins within 24 hours', 'Responses within 24 hours', 'Support 24/7']);
    expect(EXTRA_PRICES.map((e) => `${e.name} ${e.price}${e.period}`)).toEqual(['Domain $15/year', 'SSL certificate $25/year', 'Hosting $120/year', 'Email setup $75one-time']);
  });
});

describe('services content', () => {
  it('has three main services, six more and the four-step process', () => {
    expect(mainServices().map((s) => s.id)).toEqual(['website', 'logo', 'software']);
    expect(ADDITIONAL_SERVICES).toHaveLength(6);
    expect(PROCESS_STEPS.map((s) => s.name)).toEqual(['Discovery', 'Design', 'Development', 'Launch']);
  });
});
