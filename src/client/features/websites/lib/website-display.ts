import { formatMoney } from '@shared/format';
import type { BackupHistoryEntry, WebsiteCertificate, WebsiteStatus } from '@shared/websites';

/** Badge variants of components/ui/badge used for statuses. */
export type StatusTone = 'success' | 'warning' | 'destructive' | 'muted';

const WEBSITE_STATUS_TONES: Record<WebsiteStatus, StatusTone> = {
  active: 'success',
  maintenance: 'warning',
  suspended: 'destructive',
  inactive: 'muted',
};

const BACKUP_STATUS_TONES: Record<BackupHistoryEntry['status'], StatusTone> = {
  completed: 'success',
  failed: 'destructive',
  in_progress: 'warning',
};

function toneOf(tones: Record<string, StatusTone>, status: string | null | undefined): StatusTone {
  return status && Object.hasOwn(tones, status) ? tones[status] : 'muted';
}

/** SPEC section 4: active green, maintenance yellow, suspended red, inactive and anything unknown grey. */
export const websiteStatusTone = (status: string | null | undefined) => toneOf(WEBSITE_STATUS_TONES, status);

/** Backup history: completed green, failed red, in progress yellow. */
export const backupStatusTone = (status: string | null | undefined) => toneOf(BACKUP_STATUS_TONES, status);

/** 'in_progress' → 'In Progress'; a missing status reads 'Unknown'. */
export function statusLabel(status: string | null | undefined): string {
  const words = (status ?? '').split('_').filter(Boolean);
  if (words.length === 0) return 'Unknown';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** Monthly visits in the reader's locale; '0' when missing. */
export function formatVisits(visits: number | null | undefined, locale?: string): string {
  return (typeof visits === 'number' && Number.isFinite(visits) ? visits : 0).toLocaleString(locale);
}

function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in the reader's locale, or the fallback ('Never', 'N/A') when missing. */
export function formatDate(iso: string | null | undefined, fallback: string, locale?: string): string {
  return parseDate(iso)?.toLocaleDateString(locale) ?? fallback;
}

/** Date and time, for backup history entries. */
export function formatDateTime(iso: string | null | undefined, fallback: string, locale?: string): string {
  const date = parseDate(iso);
  return date ? date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : fallback;
}

/** Hosting is priced per month, the domain per year (SPEC section 9); a missing price shows as 0. */
export const hostingPriceLabel = (price: string | null | undefined) => `$${formatMoney(price)}/month`;
export const domainPriceLabel = (price: string | null | undefined) => `$${formatMoney(price)}/year`;

/** Only http(s) addresses become links that open a new tab. */
export function externalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The website card's certificate line: what the uptime monitor last saw, in words and a tone. */
export function certificateSummary(cert: WebsiteCertificate | null, locale?: string): { label: string; detail: string | null; tone: StatusTone } | null {
  if (!cert) return null;
  const until = formatDate(cert.validTo, '', locale);
  const issuer = cert.issuer ? `Issued by ${cert.issuer}` : null;
  switch (cert.state) {
    case 'valid':
      return { label: `Certificate valid until ${until}`, detail: issuer, tone: 'success' };
    case 'expiring':
      return {
        label: cert.daysLeft !== null && cert.daysLeft <= 0 ? 'Certificate expires today' : `Certificate expires in ${days(cert.daysLeft ?? 0)}`,
        detail: [until && `on ${until}`, issuer].filter(Boolean).join(' · ') || null,
        tone: 'warning',
      };
    case 'expired':
      return { label: until ? `Certificate expired on ${until}` : 'Certificate expired', detail: issuer, tone: 'destructive' };
    case 'invalid':
      return { label: 'Certificate not trusted', detail: cert.error, tone: 'destructive' };
    case 'pending':
      return { label: 'Certificate not checked yet', detail: 'Checked by the uptime monitor within minutes', tone: 'muted' };
    case 'not_https':
      return { label: 'Not served over HTTPS', detail: 'Visitors see "Not secure"; ask us to add a certificate', tone: 'warning' };
  }
}
