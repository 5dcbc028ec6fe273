import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { WebsiteFormDialog } from '@/features/websites/components/website-form-dialog';
import { WebsitesEmptyState } from '@/features/websites/components/websites-empty-state';
import { DashboardWebsiteCard } from './dashboard-website-card';

/** The dashboard's Your Websites card; Add Website and each card's Settings open the shared website modal. */
export function DashboardWebsites({ websites }: { websites: Website[] }) {
  const [form, setForm] = useState<{ website: Website | null } | null>(null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
        <CardTitle>Your Websites</CardTitle>
        <Button size="sm" onClick={() => setForm({ website: null })}>
          <Plus aria-hidden="true" />
          Add Website
        </Button>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {websites.length === 0 ? (
          <WebsitesEmptyState />
        ) : (
          <div className="grid gap-3">
            {websites.map((website) => (
              <DashboardWebsiteCard key={website.id} website={website} onSettings={(w) => setForm({ website: w })} />
            ))}
          </div>
        )}
      </CardContent>
      <WebsiteFormDialog open={form !== null} onOpenChange={(open) => !open && setForm(null)} website={form?.website ?? null} />
    </Card>
  );
}
