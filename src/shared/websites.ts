import { z } from 'zod';

export const websiteStatuses = ['active', 'maintenance', 'suspended', 'inactive'] as const;
export type WebsiteStatus = (typeof websiteStatuses)[number];

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
  } catch {
    return false;
  }
};

/** Numbers are accepted too (API clients), then treated as the decimal strings the form sends. */
const asString = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

const optionalUrl = z.preprocess(
  asString,
  z
    .string('Must be a valid URL')
    .trim()
    .max(2048, 'URL is too long')
    .refine((v) => v === '' || isHttpUrl(v), 'Must be a valid URL')
    .optional()
    .nullable(),
);

const price = z.preprocess(
  asString,
  z
    .string('Must be an amount like 25.00')
    .trim()
    .refine((v) => v === '' || /^\d{1,10}(\.\d{1,2})?$/.test(v), 'Must be an amount of 0 or more with at most 2 decimals, like 25.00')
    .optional()
    .nullable(),
);

/** The create and edit form (SPEC section 5); the server validates with the same schema. */
export const websiteInputSchema = z.object({
  name: z.string('Website name is required').trim().min(1, 'Website name is required').max(200, 'Website name is too long'),
  domain: z
    .string('Domain is required')
    .trim()
    .min(1, 'Domain is required')
    .max(253, 'Domain is too long')
    .refine((v) => !/\s/.test(v), 'Domain cannot contain spaces'),
  deploymentUrl: optionalUrl,
  repositoryUrl: optionalUrl,
  hostingPrice: price,
  domainPrice: price,
});
export type WebsiteInput = z.input<typeof websiteInputSchema>;
export type WebsiteInputParsed = z.output<typeof websiteInputSchema>;

/** A Website as the API answers it (SPEC section 3). */
export interface Website {
  id: string;
  name: string;
  domain: string;
  status: WebsiteStatus;
  deploymentUrl: string | null;
  repositoryUrl: string | null;
  hostingPrice: string;
  domainPrice: string;
  createdAt: string;
  lastUpdated: string | null;
  monthlyVisits: number;
  nextPaymentDue: string | null;
  /** The TLS certificate of deploymentUrl as the uptime monitor last saw it; null without a deploymentUrl. */
  certificate: WebsiteCertificate | null;
}

/**
 * - valid / expiring (at most CERTIFICATE_WARNING_DAYS left) / expired / invalid (not trusted, wrong name...)
 * - pending: an https site the monitor has not checked yet
 * - not_https: the site is served over plain http, so there is no certificate to check
 */
export type CertificateState = 'valid' | 'expiring' | 'expired' | 'invalid' | 'pending' | 'not_https';

export interface WebsiteCertificate {
  state: CertificateState;
  validTo: string | null;
  issuer: string | null;
  /** Why the certificate is not trusted (OpenSSL's code, e.g. DEPTH_ZERO_SELF_SIGNED_CERT). */
  error: string | null;
  /** Whole days until validTo (negative once expired); null when unknown. */
  daysLeft: number | null;
}

/** The monitor warns 14, 7 and 1 days ahead; the card turns amber from the first warning. */
export const CERTIFICATE_WARNING_DAYS = 14;
const DAY_MS = 86_400_000;

/** The certificate's state for the card and the API, from what the monitor recorded. */
export function certificateOf(
  deploymentUrl: string | null,
  tls: { validTo: Date | null; issuer: string | null; error: string | null },
  now: Date,
): WebsiteCertificate | null {
  if (!deploymentUrl) return null;
  // Deployment URLs are validated as http(s) when saved; the scheme alone decides (no URL parsing per row).
  const https = /^https:\/\//i.test(deploymentUrl);
  if (!https && !/^http:\/\//i.test(deploymentUrl)) return null;
  const base = { validTo: tls.validTo ? tls.validTo.toISOString() : null, issuer: tls.issuer, error: tls.error };
  if (!https) return { state: 'not_https', validTo: null, issuer: null, error: null, daysLeft: null };
  const daysLeft = tls.validTo ? Math.ceil((tls.validTo.getTime() - now.getTime()) / DAY_MS) : null;
  const expired = (tls.validTo !== null && tls.validTo.getTime() <= now.getTime()) || tls.error === 'CERT_HAS_EXPIRED';
  let state: CertificateState;
  if (expired) state = 'expired';
  else if (tls.error) state = 'invalid';
  else if (!tls.validTo) state = 'pending';
  else state = daysLeft !== null && daysLeft <= CERTIFICATE_WARNING_DAYS ? 'expiring' : 'valid';
  return { ...base, state, daysLeft };
}

export interface BackupHistoryEntry {
  id: string;
  createdAt: string;
  size: string;
  status: 'completed' | 'failed' | 'in_progress';
}

/**
 * The backup's file name (SPEC section 5): the domain with every character other than letters,
 * digits, dot and hyphen replaced by underscore, then '_backup_', the date and '.zip'.
 */
export function backupFileName(domain: string, date: Date): string {
  const safe = domain.replace(/[^A-Za-z0-9.-]/g, '_');
  return `${safe}_backup_${date.toISOString().slice(0, 10)}.zip`;
}

/** Website card icon (SPEC section 2): store, briefcase or globe by the domain. */
export function websiteIconKind(domain: string): 'store' | 'briefcase' | 'globe' {
  const d = domain.toLowerCase();
  if (d.includes('store') || d.includes('shop')) return 'store';
  if (d.includes('portfolio') || d.includes('dev')) return 'briefcase';
  return 'globe';
}

/** Summary tiles: Active, Maintenance, Issues = suspended + inactive. */
export function websiteTiles(sites: Pick<Website, 'status'>[]) {
  return {
    total: sites.length,
    active: sites.filter((s) => s.status === 'active').length,
    maintenance: sites.filter((s) => s.status === 'maintenance').length,
    issues: sites.filter((s) => s.status === 'suspended' || s.status === 'inactive').length,
  };
}
