import { useId, useState } from 'react';
import { Link } from 'wouter';
import { BarChart3, ChevronDown, Download, Loader2, Settings } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useDownloadBackup } from '@/features/websites/api/use-download-backup';
import { VisitWebsiteButton } from '@/features/websites/components/visit-website-button';
import { WebsiteIcon } from '@/features/websites/components/website-icon';
import { WebsiteStatusBadge } from '@/features/websites/components/website-status-badge';
import { formatDate, formatVisits } from '@/features/websites/lib/website-display';
import { FigureList } from '@/components/ui/figure-list';

/** A website on the dashboard: name, domain, status, Visit, and a Manage toggle with Analytics, Backup, Settings. */
export function DashboardWebsiteCard({ website, onSettings }: { website: Website; onSettings: (website: Website) => void }) {
  const [managing, setManaging] = useState(false);
  const { downloadBackups, isBusy } = useDownloadBackup();
  const panelId = useId();
  const titleId = useId();
  const figures: Array<[string, string]> = [
    ['Created Date', formatDate(website.createdAt, 'Unknown')],
    ['Last Updated', formatDate(website.lastUpdated, 'Never')],
    ['Monthly Visits', formatVisits(website.monthlyVisits)],
    ['Next Payment', formatDate(website.nextPaymentDue, 'N/A')],
  ];

  return (
    <article aria-labelledby={titleId} className="min-w-0 rounded-xl border border-border bg-surface-2/60 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <WebsiteIcon domain={website.domain} />
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="truncate font-semibold" title={website.name}>
              {website.name}
            </h3>
            <p className="truncate text-sm text-muted-foreground" title={website.domain}>
              {website.domain}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <WebsiteStatusBadge status={website.status} className="mr-auto sm:mr-0" />
          <VisitWebsiteButton url={website.deploymentUrl} siteName={website.name} iconOnly keepPlace size="icon" variant="ghost" />
          <Button variant="outline" size="sm" aria-expanded={managing} aria-controls={panelId} onClick={() => setManaging((open) => !open)}>
            <Settings aria-hidden="true" />
            Manage
            <ChevronDown aria-hidden="true" className={cn('transition-transform', managing && 'rotate-180')} />
          </Button>
        </div>
      </div>

      <div id={panelId} hidden={!managing} className="mt-4 flex flex-wrap gap-2 border-t border-border pt-4">
        <Button asChild variant="secondary" size="sm">
          <Link href={`/analytics?website=${encodeURIComponent(website.id)}`}>
            <BarChart3 aria-hidden="true" />
            Analytics
          </Link>
        </Button>
        <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => void downloadBackups([website])}>
          {isBusy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Backup
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onSettings(website)}>
          <Settings aria-hidden="true" />
          Settings
        </Button>
      </div>

      <FigureList figures={figures} className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4" />
    </article>
  );
}
