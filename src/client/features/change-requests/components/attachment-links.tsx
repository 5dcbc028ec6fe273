import { Download, Paperclip } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A request's files as download links (the session cookie lets its uploader and admins fetch them). */
export function AttachmentLinks({ attachments, className }: { attachments: { url: string; name: string }[]; className?: string }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className={cn('flex flex-wrap gap-2', className)}>
      {attachments.map((file) => (
        <li key={file.url} className="min-w-0 max-w-full">
          <a
            href={file.url}
            download={file.name}
            className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-border bg-surface-2 px-2.5 py-1 text-xs font-medium text-foreground hover:bg-surface-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Paperclip className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">{file.name}</span>
            <Download className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
