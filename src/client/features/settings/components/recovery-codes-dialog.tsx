import { Download, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { recoveryCodesFileName, recoveryCodesText } from '../lib/recovery-codes';
import { downloadText } from '../lib/clipboard';
import { CopyButton } from './copy-button';

/**
 * The 10 recovery codes, shown once right after 2FA is turned on. Clicking outside does not close it:
 * the codes are gone for good once it closes.
 */
export function RecoveryCodesDialog({ codes, account, onDone }: { codes: string[] | null; account: string | null; onDone: () => void }) {
  const studioName = useStudioName();
  const text = codes ? recoveryCodesText({ codes, studioName, account, generatedAt: new Date() }) : '';

  return (
    <Dialog open={codes !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent className="max-w-md" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Save your recovery codes</DialogTitle>
          <DialogDescription>Two-factor authentication is now on. If you lose your phone, each of these codes signs you in once.</DialogDescription>
        </DialogHeader>
        <p role="note" className="flex items-start gap-2 rounded-lg border border-yellow-500/40 bg-yellow-500/10 p-3 text-sm text-yellow-100">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-yellow-300" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Save these codes now.</strong> They are shown only this once: copy or download them and keep them somewhere safe.
          </span>
        </p>
        {codes && (
          <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-surface-2 p-4 font-mono text-sm">
            {codes.map((code) => (
              <li key={code} className="text-center tracking-wider">
                {code}
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <CopyButton text={codes?.join('\n') ?? ''} label="Copy codes" />
          <Button variant="outline" size="sm" onClick={() => downloadText(recoveryCodesFileName(studioName), text)}>
            <Download aria-hidden="true" />
            Download (.txt)
          </Button>
        </div>
        <DialogFooter>
          <Button onClick={onDone}>I&apos;ve saved my codes</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
