import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { copyText } from '../lib/copy-text';
import { trackingSnippet } from '../lib/tracking-snippet';

const COPIED_FOR_MS = 2000;

/** The tracker snippet for one website, with Copy ('Copied' for 2 s) and where to paste it. */
export function TrackingCodeDialog({ website, onClose }: { website: { name: string; domain: string } | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const snippet = website ? trackingSnippet(website.domain, window.location.origin) : '';

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => setCopied((await copyText(snippet)) ? 'yes' : 'failed');

  return (
    <Dialog
      open={website !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopied(null);
        onClose();
      }}
    >
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Tracking code</DialogTitle>
          <DialogDescription>Count visitors, page views and bounce rate for {website?.name} ({website?.domain}).</DialogDescription>
        </DialogHeader>
        <pre
          aria-label="Tracking code snippet"
          tabIndex={0}
          className="overflow-x-auto whitespace-pre-wrap break-all rounded-lg border border-border bg-background p-4 font-mono text-xs leading-relaxed text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <code>{snippet}</code>
        </pre>
        <p className="text-sm text-muted-foreground">
          Paste it into every page of your website, just before the closing <code className="rounded bg-surface-2 px-1 py-0.5 font-mono text-xs text-foreground">&lt;/head&gt;</code> tag.
        </p>
        <DialogFooter className="items-center">
          <span role="status" aria-live="polite" className="text-sm text-muted-foreground sm:mr-auto">
            {copied === 'failed' && 'Copy failed: select the code and copy it yourself.'}
            {copied === 'yes' && <span className="sr-only">Tracking code copied to the clipboard.</span>}
          </span>
          <Button onClick={() => void copy()}>
            {copied === 'yes' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
