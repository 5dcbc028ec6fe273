import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { WebsiteCertificate } from '@shared/websites';
import { cn } from '@/lib/utils';
import { certificateSummary, type StatusTone } from '../lib/website-display';

const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'text-green-300',
  warning: 'text-yellow-200',
  destructive: 'text-red-300',
  muted: 'text-muted-foreground',
};

/** The TLS certificate of the site's deployment URL, as the uptime monitor last saw it. */
export function CertificateStatus({ certificate }: { certificate: WebsiteCertificate | null }) {
  const summary = certificateSummary(certificate);
  if (!summary) return null;
  const Icon = summary.tone === 'success' ? ShieldCheck : summary.tone === 'muted' ? ShieldQuestion : ShieldAlert;
  return (
    <div className="flex items-start gap-2 text-sm" data-testid="certificate-status" data-state={certificate?.state}>
      <Icon className={cn('mt-0.5 size-4 shrink-0', TONE_CLASSES[summary.tone])} aria-hidden="true" />
      <div className="min-w-0">
        <p className={cn('font-medium', TONE_CLASSES[summary.tone])}>{summary.label}</p>
        {summary.detail && <p className="text-xs break-words text-muted-foreground">{summary.detail}</p>}
      </div>
    </div>
  );
}
