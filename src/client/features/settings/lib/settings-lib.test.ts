import { describe, expect, it } from 'vitest';
import { accountTypeLabel, avatarHue, formatAccountDate, fullName, initials, roleBadgeLabel } from './profile';
import { groupSecret, recoveryCodesFileName, recoveryCodesText } from './recovery-codes';
import { screenLabel } from './screens';
import { newChangeRequestPath, sectionFromHash } from './sections';

describe('profile display', () => {
  it('names the user, falling back to the e-mail and then User', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' })).toBe('Jane Doe');
    expect(fullName({ firstName: ' Jane ', lastName: null, email: 'jane@example.com' })).toBe('Jane');
    expect(fullName({ firstName: null, lastName: '', email: 'jane@example.com' })).toBe('jane@example.com');
    expect(fullName({ firstName: null, lastName: null, email: null })).toBe('User');
  });

  it('makes initials from the name, else the e-mail', () => {
    expect(initials({ firstName: 'jane', lastName: 'doe', email: 'x@y.z' })).toBe('JD');
    expect(initials({ firstName: 'Émile', lastName: null, email: null })).toBe('É');
    expect(initials({ firstName: null, lastName: null, email: '_bob@example.com' })).toBe('B');
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('U');
  });

  it('gives a stable avatar hue', () => {
    expect(avatarHue('jane@example.com')).toBe(avatarHue('JANE@example.com'));
    expect(avatarHue('jane@example.com')).toBeGreaterThanOrEqual(0);
    expect(avatarHue('jane@example.com')).toBeLessThan(360);
  });

  it('labels roles and dates', () => {
    expect(roleBadgeLabel('admin')).toBe('Administrator');
    expect(roleBadgeLabel('client')).toBe('Client');
    expect(accountTypeLabel('admin')).toBe('Administrator');
    expect(accountTypeLabel('client')).toBe('Client Account');
    expect(formatAccountDate(null)).toBe('Unknown');
    expect(formatAccountDate('not a date')).toBe('Unknown');
    expect(formatAccountDate('2026-03-05T10:00:00.000Z', 'en-US')).toBe('March 5, 2026');
  });
});

describe('recovery codes', () => {
  const codes = ['abcde-fghjk', 'mnpqr-stuvw'];

  it('writes a text file with every code', () => {
    const text = recoveryCodesText({ codes, studioName: 'Pixel Studio', account: 'jane@example.com', generatedAt: new Date('2026-03-05T10:00:00Z') });
    expect(text).toContain('Pixel Studio — two-factor authentication recovery codes');
    expect(text).toContain('Account: jane@example.com');
    expect(text).toContain('Generated: 2026-03-05');
    expect(text).toContain(' 1. abcde-fghjk\n 2. mnpqr-stuvw\n');
    expect(recoveryCodesText({ codes, studioName: 'S', account: null, generatedAt: new Date() })).not.toContain('Account:');
  });

  it('names the file after the studio', () => {
    expect(recoveryCodesFileName('Pixel & Co. Studio')).toBe('pixel-co-studio-recovery-codes.txt');
    expect(recoveryCodesFileName('Café Zoë')).toBe('cafe-zoe-recovery-codes.txt');
    expect(recoveryCodesFileName('***')).toBe('studio-recovery-codes.txt');
  });

  it('groups the secret for manual entry', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});

describe('settings navigation', () => {
  it('reads the section from the hash', () => {
    expect(sectionFromHash('#security')).toBe('security');
    expect(sectionFromHash('#nope')).toBe('profile');
    expect(sectionFromHash('')).toBe('profile');
  });

  it('points feature and bug requests at a new change request', () => {
    expect(newChangeRequestPath('feature')).toBe('/change-requests?new=feature');
    expect(newChangeRequestPath('bug')).toBe('/change-requests?new=bug');
  });

  it('names the screens help articles link to', () => {
    expect(screenLabel('/billing')).toBe('Billing');
    expect(screenLabel('/change-requests')).toBe('Request Tracking');
    expect(screenLabel('/somewhere')).toBe('/somewhere');
  });
});
