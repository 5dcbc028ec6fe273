import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useRecheckSessionOn401 } from '@/features/auth/api/use-recheck-session';
import { useWebsites } from '../api/use-websites';
import { BackupHistoryDialog } from '../components/backup-history-dialog';
import { DeleteWebsiteDialog } from '../components/delete-website-dialog';
import { WebsiteCard } from '../components/website-card';
import { WebsiteFormDialog } from '../components/website-form-dialog';
import { WebsitesEmptyState } from '../components/websites-empty-state';
import { WebsitesSummary } from '../components/websites-summary';

type FormState = { website: Website | null } | null;

/** /websites: summary tiles and the client's website cards, with create, edit, delete and backups. */
export function WebsitesPage() {
  const websites = useWebsites();
  useRecheckSessionOn401(websites.error);
  const [form, setForm] = useState<FormState>(null);
  const [deleting, setDeleting] = useState<Website | null>(null);
  const [history, setHistory] = useState<Website | null>(null);

  if (websites.isLoading) return <LoadingState label="Loading your websites..." />;
  if (websites.isError || !websites.data) {
    return (
      <>
        <PageHeader title="My Websites" />
        <LoadError message="We couldn't load your websites. Please try again." onRetry={() => void websites.refetch()} />
      </>
    );
  }

  const list = websites.data;
  return (
    <>
      <PageHeader title="My Websites" description="Manage your websites, hosting, domains and backups." />
      <WebsitesSummary websites={list} />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4 px-4 sm:px-6">
          <CardTitle>Your Websites</CardTitle>
          <Button onClick={() => setForm({ website: null })}>
            <Plus aria-hidden="true" />
            Create Website
          </Button>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {list.length === 0 ? (
            <WebsitesEmptyState />
          ) : (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {list.map((website) => (
                <WebsiteCard
                  key={website.id}
                  website={website}
                  onEdit={(w) => setForm({ website: w })}
                  onDelete={setDeleting}
                  onShowHistory={setHistory}
                />
              ))}
            </div>
          )}
        </CardContent>
      </Card>
      <WebsiteFormDialog open={form !== null} onOpenChange={(open) => !open && setForm(null)} website={form?.website ?? null} />
      <DeleteWebsiteDialog website={deleting} onClose={() => setDeleting(null)} />
      <BackupHistoryDialog website={history} onClose={() => setHistory(null)} />
    </>
  );
}
