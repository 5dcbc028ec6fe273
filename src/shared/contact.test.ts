import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines',
  service: 'Custom Website',
  budget: '$1,000 - $3,000',
  timeline: 'Within 1 month',
  message: 'We need a new website for our engine.',
};

/** The field messages of a failed parse, one per field (the first issue). */
function messages(input: unknown): Record<string, string> {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe('contactSchema (SPEC section 5, Contact form)', () => {
  it('accepts a complete enquiry', () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it('gives every required field its message when the form is empty', () => {
    const empty = { name: '', email: '', phone: '', company: '', service: '', budget: '', timeline: '', message: '' };
    expect(messages(empty)).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
      message: 'Message must be at least 10 characters',
    });
  });

  it('gives the same messages when the fields are missing altogether', () => {
    expect(messages({})).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      service: 'Please select a service',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
      message: 'Message must be at least 10 characters',
    });
  });

  it('needs a name of at least 2 characters, not counting surrounding spaces', () => {
    expect(messages({ ...valid, name: 'A' }).name).toBe('Name must be at least 2 characters');
    expect(messages({ ...valid, name: '  A  ' }).name).toBe('Name must be at least 2 characters');
    expect(contactSchema.safeParse({ ...valid, name: 'Al' }).success).toBe(true);
  });

  it('needs a valid e-mail address', () => {
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com']) {
      expect(messages({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
  });

  it('needs a message of at least 10 characters, not counting surrounding spaces', () => {
    expect(messages({ ...valid, message: 'Too short' }).message).toBe('Message must be at least 10 characters');
    expect(messages({ ...valid, message: '   123456789   ' }).message).toBe('Message must be at least 10 characters');
    expect(contactSchema.safeParse({ ...valid, message: '1234567890' }).success).toBe(true);
  });

  it('rejects a whitespace-only choice in the selects', () => {
    expect(messages({ ...valid, service: '  ', budget: ' ', timeline: '\t' })).toEqual({
      service: 'Please select a service',
      budget: 'Please select a budget range',
      timeline: 'Please select a timeline',
    });
  });

  it('treats phone and company as optional, defaulting to empty text', () => {
    const { phone: _phone, company: _company, ...rest } = valid;
    expect(contactSchema.parse(rest)).toMatchObject({ phone: '', company: '' });
    expect(contactSchema.parse({ ...valid, phone: '', company: '' })).toMatchObject({ phone: '', company: '' });
  });

  it('trims every text field', () => {
    const parsed = contactSchema.parse({
      name: '  Ada  ',
      email: '  ada@example.com ',
      phone: ' 123 ',
      company: ' Engines ',
      service: ' Logo Design ',
      budget: ' Not sure yet ',
      timeline: ' Flexible ',
      message: '  Please call me back soon.  ',
    });
    expect(parsed).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '123',
      company: 'Engines',
      service: 'Logo Design',
      budget: 'Not sure yet',
      timeline: 'Flexible',
      message: 'Please call me back soon.',
    });
  });

  it('limits the lengths of the free-text fields', () => {
    expect(messages({ ...valid, name: 'x'.repeat(201) }).name).toBe('Name is too long');
    expect(messages({ ...valid, phone: '1'.repeat(51) }).phone).toBe('Phone number is too long');
    expect(messages({ ...valid, company: 'x'.repeat(201) }).company).toBe('Company name is too long');
    expect(messages({ ...valid, message: 'x'.repeat(5001) }).message).toBe('Message is too long');
  });

  it('passes the honeypot through so the server can spot bots', () => {
    expect(contactSchema.parse({ ...valid, website: '' }).website).toBe('');
    expect(contactSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe('http://spam.example');
    expect(contactSchema.parse(valid).website).toBeUndefined();
  });
});
