import { useState, type FormEvent, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { TwoFactorSetup } from '@/features/auth/api/use-two-factor';
import { TwoFactorCodeField } from '@/features/auth/components/two-factor-code-field';
import { isCompleteTwoFactorCode } from '@/features/auth/lib/two-factor-code';
import { groupSecret } from '../lib/recovery-codes';
import { CopyButton } from './copy-button';

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="grid gap-3">
      <p className="flex items-center gap-2 text-sm font-medium">
        <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground">
          {n}
        </span>
        {title}
      </p>
      <div className="sm:pl-8">{children}</div>
    </li>
  );
}

/**
 * The 2FA setup modal, open while setup data exists: QR code (192 px), the secret for manual entry, and
 * the code that proves the authenticator has it. Cancel (or closing) clears the setup data.
 */
export function TwoFactorSetupDialog({
  setup,
  verifying,
  onVerify,
  onCancel,
}: {
  setup: TwoFactorSetup | null;
  verifying: boolean;
  /** Sends the 6-digit code; resolves true when it was accepted. */
  onVerify: (code: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const ready = isCompleteTwoFactorCode(code) && !verifying;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    if (!(await onVerify(code))) setCode('');
  };

  const close = () => {
    if (verifying) return;
    setCode('');
    onCancel();
  };

  return (
    <Dialog open={setup !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Set up two-factor authentication</DialogTitle>
          <DialogDescription>Use an authenticator app such as Google Authenticator, Microsoft Authenticator, 1Password or Authy.</DialogDescription>
        </DialogHeader>
        {setup && (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5" aria-label="Verify two-factor authentication">
            <ol className="grid gap-5">
              <Step n={1} title="Scan this QR code with your app">
                <div className="w-fit rounded-lg bg-white p-2">
                  <img src={setup.qrCode} alt="QR code for setting up two-factor authentication" width={192} height={192} className="block size-48" />
                </div>
              </Step>
              <Step n={2} title="Or enter the code manually">
                <div className="flex flex-wrap items-center gap-2">
                  <code
                    className="min-w-0 break-words rounded-md border border-border bg-surface-2 px-3 py-2 font-mono text-sm tracking-wider"
                  >
                    {groupSecret(setup.secret)}
                  </code>
                  <CopyButton text={setup.secret} aria-label="Copy manual entry code" />
                </div>
              </Step>
              <Step n={3} title="Enter the 6-digit code the app shows">
                <TwoFactorCodeField id="setup-two-factor-code" label="Verification code" value={code} onChange={setCode} disabled={verifying} />
              </Step>
            </ol>
            <DialogFooter>
              <Button variant="outline" onClick={close} disabled={verifying}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready}>
                {verifying && <Loader2 className="animate-spin" aria-hidden="true" />}
                {verifying ? 'Verifying...' : 'Verify'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
