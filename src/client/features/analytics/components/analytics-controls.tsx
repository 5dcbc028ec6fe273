import { ExternalLink } from 'lucide-react';
import type { Website } from '@shared/websites';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@shared/analytics-labels';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { externalUrl } from '@/features/websites/lib/website-display';

/** Website and time range choices, and Visit Website (a new tab; disabled without a deployment URL). */
export function AnalyticsControls({
  websites,
  websiteId,
  range,
  onWebsiteChange,
  onRangeChange,
}: {
  websites: Website[];
  websiteId: string | null;
  range: AnalyticsRange;
  onWebsiteChange: (id: string) => void;
  onRangeChange: (range: AnalyticsRange) => void;
}) {
  const selected = websites.find((w) => w.id === websiteId) ?? null;
  const href = externalUrl(selected?.deploymentUrl);
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="grid min-w-0 gap-1.5 sm:w-72">
        <Label htmlFor="analytics-website">Website</Label>
        <NativeSelect id="analytics-website" value={websiteId ?? ''} disabled={websites.length === 0} onChange={(e) => onWebsiteChange(e.target.value)}>
          {websites.length === 0 && <option value="">No websites</option>}
          {websites.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name} ({w.domain})
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor="analytics-range">Time range</Label>
        <NativeSelect id="analytics-range" value={String(range)} onChange={(e) => onRangeChange(Number(e.target.value) as AnalyticsRange)}>
          {ANALYTICS_RANGES.map((days) => (
            <option key={days} value={days}>
              Last {days} days
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="sm:ml-auto">
        {href ? (
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={href} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Visit Website
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button variant="outline" className="w-full sm:w-auto" disabled title={selected ? 'No deployment URL yet' : 'No website selected'}>
            <ExternalLink aria-hidden="true" />
            Visit Website
          </Button>
        )}
      </div>
    </div>
  );
}
