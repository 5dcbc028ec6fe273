import { describe, expect, it } from 'vitest';
import { contactSchema } from '@shared/contact';
import { BUDGET_OPTIONS, consultationHref, EMPTY_CONTACT_FORM, isContactField, SERVICE_OPTIONS, telHref, TIMELINE_OPTIONS } from './contact-content';

describe('contact page content', () => {
  it('every select choice passes the shared schema', () => {
    for (const service of SERVICE_OPTIONS)
      for (const budget of BUDGET_OPTIONS)
        for (const timeline of TIMELINE_OPTIONS) {
          const parsed = contactSchema.safeParse({ ...EMPTY_CONTACT_FORM, name: 'Ada', email: 'a@b.co', message: 'Hello there, world', service, budget, timeline });
          expect(parsed.success).toBe(true);
        }
  });

  it('builds the free consultation mailto link with an encoded subject', () => {
    const href = consultationHref('hello@studio.example', 'Pixel & Pine');
    expect(href.startsWith('mailto:hello@studio.example?subject=')).toBe(true);
    expect(decodeURIComponent(new URL(href).searchParams.get('subject') ?? '')).toBe('Free consultation with Pixel & Pine');
  });

  it('dials the digits of a formatted phone number', () => {
    expect(telHref('+1 (555) 010-0200')).toBe('tel:+15550100200');
  });

  it('maps only the visible fields from server errors (never the honeypot)', () => {
    expect(isContactField('email')).toBe(true);
    expect(isContactField('website')).toBe(false);
  });
});
