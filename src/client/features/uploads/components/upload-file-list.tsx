import { CheckCircle2, FileText, Loader2, X } from 'lucide-react';
import { formatBytes } from '@shared/format';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { UploadItem } from '../api/use-file-uploads';

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-surface-3"
    >
      <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === 'uploading') return <Loader2 className="size-4 shrink-0 animate-spin text-accent-soft" aria-hidden="true" />;
  if (item.status === 'done') return <CheckCircle2 className="size-4 shrink-0 text-green-400" aria-hidden="true" />;
  return <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />;
}

/** The chosen files: size, progress percent while uploading, the refusal when one failed. */
export function UploadFileList({ items, busy, onRemove }: { items: UploadItem[]; busy: boolean; onRemove: (id: number) => void }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Files to upload" className="grid gap-2">
      {items.map((item) => {
        const name = item.file.name;
        return (
          <li
            key={item.id}
            className={cn('grid gap-2 rounded-lg border bg-surface-2 px-3 py-2.5', item.status === 'failed' ? 'border-red-500/50' : 'border-border')}
          >
            <div className="flex min-w-0 items-center gap-2.5">
              <StatusIcon item={item} />
              <p className="min-w-0 flex-1 truncate text-sm font-medium" title={name}>
                {name}
              </p>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                {item.status === 'uploading' || item.status === 'done' ? `${item.percent}%` : formatBytes(item.file.size)}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 shrink-0"
                aria-label={`Remove ${name}`}
                disabled={busy}
                onClick={() => onRemove(item.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
            {(item.status === 'uploading' || item.status === 'done') && <ProgressBar percent={item.percent} label={`Uploading ${name}`} />}
            {item.error && (
              <div role="alert" className="text-sm">
                <p className="font-medium text-red-400">{item.error.summary}</p>
                <p className="text-xs text-muted-foreground">{item.error.reason}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
