import { describe, expect, it } from 'vitest';
import { websiteInputSchema, type Website } from '@shared/websites';
import { BULK_BACKUP_FAILED, bulkBackupStarted, NO_WEBSITES_TO_BACKUP, SINGLE_BACKUP_FAILED, SINGLE_BACKUP_STARTED } from './backup-messages';
import {
  backupStatusTone,
  certificateSummary,
  domainPriceLabel,
  externalUrl,
  formatDate,
  formatDateTime,
  formatVisits,
  hostingPriceLabel,
  statusLabel,
  websiteStatusTone,
} from './website-display';
import { formFieldErrors, websiteFormValues, websitePayload } from './website-form';

const site: Website = {
  id: 'b67bd304-1151-42db-9fc8-5822284c4b09',
  name: 'Bloom & Stem Shop',
  domain: 'bloomandstem.shop',
  status: 'active',
  deploymentUrl: 'https://bloomandstem.shop',
  repositoryUrl: null,
  hostingPrice: '25.00',
  domainPrice: '15.00',
  createdAt: '2026-08-03T10:00:00.000Z',
  lastUpdated: null,
  monthlyVisits: 12345,
  nextPaymentDue: null,
  certificate: null,
};

describe('status badges', () => {
  it('colours website statuses: active green, maintenance yellow, suspended red, inactive and unknown grey', () => {
    expect(websiteStatusTone('active')).toBe('success');
    expect(websiteStatusTone('maintenance')).toBe('warning');
    expect(websiteStatusTone('suspended')).toBe('destructive');
    expect(websiteStatusTone('inactive')).toBe('muted');
    expect(websiteStatusTone('archived')).toBe('muted');
    expect(websiteStatusTone('constructor')).toBe('muted');
    expect(websiteStatusTone(null)).toBe('muted');
  });

  it('colours backup statuses: completed green, failed red, in progress yellow', () => {
    expect(backupStatusTone('completed')).toBe('success');
    expect(backupStatusTone('failed')).toBe('destructive');
    expect(backupStatusTone('in_progress')).toBe('warning');
    expect(backupStatusTone('queued')).toBe('muted');
  });

  it('labels statuses in words', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('')).toBe('Unknown');
    expect(statusLabel(undefined)).toBe('Unknown');
  });
});

describe('card figures', () => {
  it('formats visits in the locale, 0 when missing', () => {
    expect(formatVisits(12345, 'en-US')).toBe('12,345');
    expect(formatVisits(12345, 'de-DE')).toBe('12.345');
    expect(formatVisits(undefined, 'en-US')).toBe('0');
    expect(formatVisits(Number.NaN, 'en-US')).toBe('0');
  });

  it('formats dates, with the fallback for missing or unreadable ones', () => {
    expect(formatDate('2026-08-03T10:00:00.000Z', 'Never', 'en-US')).toBe(new Date('2026-08-03T10:00:00.000Z').toLocaleDateString('en-US'));
    expect(formatDate(null, 'Never')).toBe('Never');
    expect(formatDate('not a date', 'N/A')).toBe('N/A');
    expect(formatDateTime(undefined, 'Unknown date')).toBe('Unknown date');
    expect(formatDateTime('2026-11-20T09:30:00Z', '', 'en-US')).toMatch(/^Nov 20, 2026/);
  });

  it('prices hosting per month and the domain per year, 0 when missing', () => {
    expect(hostingPriceLabel('25')).toBe('$25.00/month');
    expect(domainPriceLabel('15.5')).toBe('$15.50/year');
    expect(hostingPriceLabel(null)).toBe('$0.00/month');
    expect(domainPriceLabel(undefined)).toBe('$0.00/year');
  });

  it('links only http(s) addresses', () => {
    expect(externalUrl('https://bloomandstem.shop')).toBe('https://bloomandstem.shop/');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('not a url')).toBeNull();
    expect(externalUrl(null)).toBeNull();
  });
});

describe('website form', () => {
  it('starts empty for Create and prefilled for Edit', () => {
    expect(websiteFormValues()).toEqual({ name: '', domain: '', deploymentUrl: '', repositoryUrl: '', hostingPrice: '', domainPrice: '' });
    expect(websiteFormValues(site)).toEqual({
      name: 'Bloom & Stem Shop',
      domain: 'bloomandstem.shop',
      deploymentUrl: 'https://bloomandstem.shop',
      repositoryUrl: '',
      hostingPrice: '25.00',
      domainPrice: '15.00',
    });
  });

  it('sends strings and leaves empty optional fields out', () => {
    const parsed = websiteInputSchema.parse({ name: ' Shop ', domain: 'shop.example', deploymentUrl: '', repositoryUrl: ' https://git.example/r ', hostingPrice: '25', domainPrice: '' });
    expect(websitePayload(parsed)).toEqual({ name: 'Shop', domain: 'shop.example', repositoryUrl: 'https://git.example/r', hostingPrice: '25' });
  });

  it('keeps only the form\'s own fields from a server answer', () => {
    expect(formFieldErrors({ name: 'Website name is required', status: 'nope', domainPrice: 'Must be an amount' })).toEqual([
      ['name', 'Website name is required'],
      ['domainPrice', 'Must be an amount'],
    ]);
  });
});

describe('backup toasts', () => {
  it('names the site for one backup and counts several', () => {
    expect(bulkBackupStarted(['Bloom & Stem Shop'])).toEqual({ title: 'Backup Started', description: 'Downloading backup for Bloom & Stem Shop' });
    expect(bulkBackupStarted(['A', 'B', 'C'])).toEqual({ title: 'Backups Started', description: 'Downloading backups for 3 websites' });
  });

  it('uses the spec\'s texts', () => {
    expect(SINGLE_BACKUP_STARTED.description).toBe('Your website backup is being created and will download shortly.');
    expect(SINGLE_BACKUP_FAILED).toMatchObject({ title: 'Backup Failed', description: 'Failed to create website backup. Please try again.' });
    expect(BULK_BACKUP_FAILED).toMatchObject({ title: 'Backup Failed', description: 'Failed to create website backups. Please try again.' });
    expect(NO_WEBSITES_TO_BACKUP).toMatchObject({ title: 'No Websites', description: "You don't have any websites to backup." });
  });
});

describe('the certificate line of a website card', () => {
  const cert = (state: NonNullable<Website['certificate']>['state'], extra: Partial<NonNullable<Website['certificate']>> = {}) => ({
    state,
    validTo: '2027-03-03T12:00:00.000Z',
    issuer: "Let's Encrypt / R11",
    error: null,
    daysLeft: 100,
    ...extra,
  });

  it('says nothing without a deployment URL', () => {
    expect(certificateSummary(null)).toBeNull();
  });

  it('reads valid in green, expiring in yellow with the days left, expired and untrusted in red', () => {
    expect(certificateSummary(cert('valid'), 'en-US')).toEqual({ label: 'Certificate valid until 3/3/2027', detail: "Issued by Let's Encrypt / R11", tone: 'success' });
    expect(certificateSummary(cert('expiring', { daysLeft: 1 }), 'en-US')).toEqual({ label: 'Certificate expires in 1 day', detail: "on 3/3/2027 · Issued by Let's Encrypt / R11", tone: 'warning' });
    expect(certificateSummary(cert('expiring', { daysLeft: 7 }), 'en-US')?.label).toBe('Certificate expires in 7 days');
    expect(certificateSummary(cert('expired', { daysLeft: -2 }), 'en-US')).toMatchObject({ label: 'Certificate expired on 3/3/2027', tone: 'destructive' });
    expect(certificateSummary(cert('invalid', { error: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toEqual({ label: 'Certificate not trusted', detail: 'DEPTH_ZERO_SELF_SIGNED_CERT', tone: 'destructive' });
  });

  it('explains a site not checked yet and one served over plain http', () => {
    expect(certificateSummary(cert('pending', { validTo: null, issuer: null, daysLeft: null }))).toMatchObject({ label: 'Certificate not checked yet', tone: 'muted' });
    expect(certificateSummary(cert('not_https', { validTo: null, issuer: null, daysLeft: null }))).toMatchObject({ label: 'Not served over HTTPS', tone: 'warning' });
  });
});
