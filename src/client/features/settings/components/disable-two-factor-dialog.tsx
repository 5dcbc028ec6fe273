import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/lib/use-toast';
import { useDisableTwoFactor } from '@/features/auth/api/use-two-factor';
import { TwoFactorCodeField } from '@/features/auth/components/two-factor-code-field';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { canSubmitCode, classifyCodeFailure, INVALID_CODE_TEXT, INVALID_CODE_TITLE, type CodeMode } from '@/features/auth/lib/two-factor-code';

const DISABLE_FAILED = 'Failed to disable 2FA. Please try again.';

/** Turning 2FA off takes a current code from the app or an unused recovery code. */
export function DisableTwoFactorDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [mode, setMode] = useState<CodeMode>('totp');
  const [code, setCode] = useState('');
  const disable = useDisableTwoFactor();
  const ready = canSubmitCode(code, mode) && !disable.isPending;

  const reset = () => {
    setMode('totp');
    setCode('');
  };

  const setOpen = (next: boolean) => {
    if (disable.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    disable.mutate(code, {
      onSuccess: () => {
        toast({ title: 'Two-Factor Disabled', description: 'Two-factor authentication is now off for your account.' });
        reset();
        onOpenChange(false);
      },
      onError: (error) => {
        setCode('');
        const failure = classifyCodeFailure(error, 'settings');
        if (failure.kind === 'invalid') toast({ variant: 'destructive', title: INVALID_CODE_TITLE, description: INVALID_CODE_TEXT });
        else if (failure.kind === 'rate-limited') toast({ variant: 'destructive', title: 'Error', description: failure.message });
        else notifyCallError(error, DISABLE_FAILED);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Disable two-factor authentication</DialogTitle>
          <DialogDescription>
            Enter a current code from your authenticator app, or one of your recovery codes. Your other signed-in sessions will be signed out.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Disable two-factor authentication">
          <TwoFactorCodeField
            id="disable-two-factor-code"
            value={code}
            onChange={setCode}
            mode={mode}
            onModeChange={(next) => {
              setMode(next);
              setCode('');
            }}
            disabled={disable.isPending}
          />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={disable.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!ready}>
              {disable.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {disable.isPending ? 'Disabling...' : 'Disable 2FA'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
