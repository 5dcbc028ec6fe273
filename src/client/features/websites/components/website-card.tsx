import { useState } from 'react';
import { Code2, Download, History, Loader2, Pencil, Trash2 } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { TrackingCodeDialog } from '@/features/analytics/components/tracking-code-dialog';
import { useDownloadBackup } from '../api/use-download-backup';
import { domainPriceLabel, formatDate, formatVisits, hostingPriceLabel } from '../lib/website-display';
import { CertificateStatus } from './certificate-status';
import { VisitWebsiteButton } from './visit-website-button';
import { WebsiteIcon } from './website-icon';
import { WebsiteStatusBadge } from './website-status-badge';
import { FigureList } from '@/components/ui/figure-list';

export interface WebsiteCardActions {
  onEdit: (website: Website) => void;
  onDelete: (website: Website) => void;
  onShowHistory: (website: Website) => void;
}

/** One website on My Websites: its figures, Visit/Edit/Delete and the backup area. */
export function WebsiteCard({ website, onEdit, onDelete, onShowHistory }: { website: Website } & WebsiteCardActions) {
  const { downloadBackup, isBusy } = useDownloadBackup();
  const [showTracking, setShowTracking] = useState(false);
  const titleId = `website-${website.id}-name`;
  const figures: Array<[string, string]> = [
    ['Monthly Visits', formatVisits(website.monthlyVisits)],
    ['Last Updated', formatDate(website.lastUpdated, 'Never')],
    ['Hosting', hostingPriceLabel(website.hostingPrice)],
    ['Domain', domainPriceLabel(website.domainPrice)],
  ];

  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5 rounded-xl border border-border bg-surface-2/60 p-5">
      <header className="flex items-start gap-3">
        <WebsiteIcon domain={website.domain} />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-semibold break-words">
            {website.name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">
            {website.domain}
          </p>
        </div>
        <WebsiteStatusBadge status={website.status} />
      </header>

      <FigureList figures={figures} className="grid grid-cols-2 gap-x-4 gap-y-3" />

      <CertificateStatus certificate={website.certificate} />

      <div className="flex flex-wrap gap-2">
        <VisitWebsiteButton url={website.deploymentUrl} siteName={website.name} />
        <Button variant="outline" size="sm" onClick={() => onEdit(website)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="outline" size="sm" className="text-red-300 hover:text-red-200" onClick={() => onDelete(website)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        <Button variant="outline" size="sm" onClick={() => setShowTracking(true)}>
          <Code2 aria-hidden="true" />
          Tracking code
        </Button>
      </div>

      <section aria-label="Website Backup" className="mt-auto flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface p-4">
        <div className="min-w-40 flex-1">
          <h4 className="text-sm font-semibold">Website Backup</h4>
          <p className="text-xs text-muted-foreground">Download all your website files</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => void downloadBackup(website)} disabled={isBusy}>
            {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Download Backup
          </Button>
          <Button variant="outline" size="icon" className="size-9" aria-label="Backup History" title="Backup History" onClick={() => onShowHistory(website)}>
            <History aria-hidden="true" />
          </Button>
        </div>
      </section>
      <TrackingCodeDialog website={showTracking ? website : null} onClose={() => setShowTracking(false)} />
    </article>
  );
}
