import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@shared/config';
import { isPublicConfig } from './branding-cache';

const valid = {
  studio: {
    name: 'Studio',
    logoUrl: null,
    accentColor: '#6366f1',
    contactEmail: 'hello@studio.example',
    contactPhone: '+1 555 0100',
    address: null,
  },
  oidcEnabled: false,
  oidcName: 'SSO',
  payments: { processor: 'test', stripePublishableKey: null },
};

const variants: Array<[string, unknown]> = [
  ['valid', valid],
  ['all optional values set', { ...valid, studio: { ...valid.studio, logoUrl: '/logo.png', address: '1 Main St' }, payments: { processor: 'stripe', stripePublishableKey: 'pk_test' } }],
  ['null', null],
  ['a string', 'config'],
  ['no studio', { ...valid, studio: undefined }],
  ['a numeric name', { ...valid, studio: { ...valid.studio, name: 1 } }],
  ['a missing accent', { ...valid, studio: { ...valid.studio, accentColor: undefined } }],
  ['an undefined phone', { ...valid, studio: { ...valid.studio, contactPhone: undefined } }],
  ['oidcEnabled as text', { ...valid, oidcEnabled: 'yes' }],
  ['an unknown processor', { ...valid, payments: { processor: 'paypal', stripePublishableKey: null } }],
  ['no payments', { ...valid, payments: null }],
];

describe('isPublicConfig', () => {
  it.each(variants)('agrees with publicConfigSchema on %s', (_name, value) => {
    expect(isPublicConfig(value)).toBe(publicConfigSchema.safeParse(value).success);
  });
});
