import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Code2, Globe } from 'lucide-react';
import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, TREND_WINDOW_DAYS, type AnalyticsRange } from '@shared/analytics-labels';
import type { Website } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { useWebsites } from '@/features/websites/api/use-websites';
import { useAnalytics } from '../api/use-analytics';
import { AnalyticsControls } from '../components/analytics-controls';
import { AnalyticsEmptyState } from '../components/analytics-empty-state';
import { MetricCards } from '../components/metric-cards';
import { PerformancePanel } from '../components/performance-panel';
import { RecentAnalyticsTable } from '../components/recent-analytics-table';
import { TrackingCodeDialog } from '../components/tracking-code-dialog';
import { VisitorsChart } from '../components/visitors-chart';
import { pickRange, pickWebsiteId } from '../lib/analytics-selection';
import { dailyVisitors, isoDay, recentRows, summarize, visitorTrend } from '../lib/analytics-summary';

const TITLE = 'Analytics';
const DESCRIPTION = 'Visitors, uptime and speed of your websites.';
/** SPEC section 2: the bar chart shows the last 10 days, the table the last 10 rows. */
const CHART_DAYS = 10;
const TABLE_ROWS = 10;
/** The trend needs two weeks: a shorter range fetches them on the side. */
const TREND_DAYS = 2 * TREND_WINDOW_DAYS;

/** The selected website's figures; everything below the controls. */
function WebsiteAnalytics({ website, range }: { website: Website; range: AnalyticsRange }) {
  const [tracking, setTracking] = useState(false);
  const analytics = useAnalytics(website.id, range);
  const trendRows = useAnalytics(website.id, TREND_DAYS, range < TREND_DAYS);
  useRecheckSessionOn401(analytics.error ?? trendRows.error);

  if (analytics.isLoading) return <LoadingState label="Loading analytics..." className="min-h-[30vh]" />;
  if (analytics.isError || !analytics.data) {
    return <LoadError message="We couldn't load the analytics for this website. Please try again." onRetry={() => void analytics.refetch()} />;
  }

  const rows = analytics.data;
  const trackingDialog = <TrackingCodeDialog website={tracking ? website : null} onClose={() => setTracking(false)} />;
  if (rows.length === 0) {
    return (
      <>
        <AnalyticsEmptyState
          kind="no-data"
          action={
            <Button onClick={() => setTracking(true)}>
              <Code2 aria-hidden="true" />
              Get tracking code
            </Button>
          }
        >
          Nothing has been recorded for {website.name} in the last {range} days. Add the tracking code to the website to start counting visitors.
        </AnalyticsEmptyState>
        {trackingDialog}
      </>
    );
  }

  const today = isoDay(new Date());
  const summary = summarize(rows);
  const trendSource = range < TREND_DAYS ? trendRows.data : rows;
  return (
    <>
      <MetricCards summary={summary} trend={trendSource ? visitorTrend(trendSource, today) : null} days={range} />
      <div className="mb-6 grid grid-cols-1 gap-6 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <VisitorsChart days={dailyVisitors(rows, today, Math.min(CHART_DAYS, range))} />
        </div>
        <PerformancePanel summary={summary} days={range} />
      </div>
      <RecentAnalyticsTable rows={recentRows(rows, TABLE_ROWS)} />
    </>
  );
}

/** /analytics: one website's visitors, uptime and speed over 7, 30 or 90 days. Inside RequireAuth. */
export function AnalyticsPage() {
  const websites = useWebsites();
  useRecheckSessionOn401(websites.error);
  const [params, setParams] = useSearchParams();

  if (websites.isLoading) return <LoadingState label="Loading analytics..." />;
  if (websites.isError || !websites.data) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadError message="We couldn't load your websites. Please try again." onRetry={() => void websites.refetch()} />
      </>
    );
  }

  const list = websites.data;
  const websiteId = pickWebsiteId(list, params.get('website'));
  const website = list.find((w) => w.id === websiteId) ?? null;
  const range = pickRange(ANALYTICS_RANGES, params.get('range'), DEFAULT_ANALYTICS_RANGE);
  const update = (key: 'website' | 'range', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={TITLE} description={DESCRIPTION} />
      <AnalyticsControls
        websites={list}
        websiteId={websiteId}
        range={range}
        onWebsiteChange={(id) => update('website', id)}
        onRangeChange={(days) => update('range', days === DEFAULT_ANALYTICS_RANGE ? null : String(days))}
      />
      {website ? (
        <WebsiteAnalytics key={website.id} website={website} range={range} />
      ) : (
        <AnalyticsEmptyState
          kind="no-website"
          action={
            <Button asChild variant="outline">
              <Link href="/websites">
                <Globe aria-hidden="true" />
                Go to My Websites
              </Link>
            </Button>
          }
        >
          You don't have any websites yet. Create one in My Websites to see its visitors, uptime and speed here.
        </AnalyticsEmptyState>
      )}
    </>
  );
}
