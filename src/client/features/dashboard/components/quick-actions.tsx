import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BarChart3, Download, LifeBuoy, Loader2, Shield } from 'lucide-react';
import type { Website } from '@shared/websites';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { openChat } from '@/features/assistant/lib/open-chat';
import { useDownloadBackup } from '@/features/websites/api/use-download-backup';

const tileClass =
  'flex flex-col items-center justify-center gap-2 rounded-lg border border-border bg-surface-2 p-4 text-sm font-medium transition-colors hover:bg-surface-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:text-accent-soft';

function TileContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span aria-hidden="true">{icon}</span>
      {label}
    </>
  );
}

/** Backup (every website's ZIP), Analytics, Security (the settings' security card) and Support (the AI assistant). */
export function QuickActions({ websites }: { websites: Pick<Website, 'id' | 'name'>[] }) {
  const { downloadBackups, isBusy } = useDownloadBackup();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        <button type="button" className={tileClass} disabled={isBusy} aria-busy={isBusy} onClick={() => void downloadBackups(websites)}>
          <TileContent icon={isBusy ? <Loader2 className="animate-spin" /> : <Download />} label="Backup" />
        </button>
        <Link href="/analytics" className={tileClass}>
          <TileContent icon={<BarChart3 />} label="Analytics" />
        </Link>
        <Link href="/settings#security" className={tileClass}>
          <TileContent icon={<Shield />} label="Security" />
        </Link>
        <button type="button" className={tileClass} aria-haspopup="dialog" onClick={openChat}>
          <TileContent icon={<LifeBuoy />} label="Support" />
        </button>
      </CardContent>
    </Card>
  );
}
