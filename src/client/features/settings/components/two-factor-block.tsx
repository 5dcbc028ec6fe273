import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, ShieldCheck, ShieldOff } from 'lucide-react';
import type { User } from '@shared/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { parseApiError } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { refreshAuth } from '@/features/auth/api/refresh-auth';
import { useSetupTwoFactor, useVerifyTwoFactor, type TwoFactorSetup } from '@/features/auth/api/use-two-factor';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { classifyCodeFailure, INVALID_CODE_TEXT, INVALID_CODE_TITLE } from '@/features/auth/lib/two-factor-code';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

const SETUP_FAILED = 'Failed to setup 2FA. Please try again.';
const VERIFY_FAILED = 'Failed to verify the code. Please try again.';

/**
 * Security Settings → Two-Factor Authentication: the state badge and, by state, Setup 2FA (modal, then
 * the recovery codes once) or Disable 2FA.
 */
export function TwoFactorBlock({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const setupCall = useSetupTwoFactor();
  const verifyCall = useVerifyTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disableOpen, setDisableOpen] = useState(false);
  const enabled = user.twoFactorEnabled;

  const startSetup = () => {
    setupCall.mutate(undefined, {
      onSuccess: setSetup,
      onError: (error) => {
        // 409: it was turned on elsewhere meanwhile; show the real state.
        if (parseApiError(error)?.status === 409) void refreshAuth(queryClient);
        notifyCallError(error, SETUP_FAILED);
      },
    });
  };

  const verify = async (code: string): Promise<boolean> => {
    try {
      const { recoveryCodes: codes } = await verifyCall.mutateAsync(code);
      setSetup(null);
      setRecoveryCodes(codes);
      return true;
    } catch (error) {
      const failure = classifyCodeFailure(error, 'settings');
      if (failure.kind === 'invalid') toast({ variant: 'destructive', title: INVALID_CODE_TITLE, description: INVALID_CODE_TEXT });
      else if (failure.kind === 'rate-limited') toast({ variant: 'destructive', title: 'Error', description: failure.message });
      else notifyCallError(error, VERIFY_FAILED);
      return false;
    }
  };

  return (
    <section aria-labelledby="two-factor-title" className="rounded-lg border border-border bg-surface-2/50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <div aria-hidden="true" className="rounded-lg bg-surface-3 p-2 text-accent-soft [&_svg]:size-5">
            {enabled ? <ShieldCheck /> : <ShieldOff />}
          </div>
          <div className="min-w-0">
            <h3 id="two-factor-title" className="font-semibold">
              Two-Factor Authentication
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              {enabled
                ? 'Two-factor authentication is active. Signing in asks for a code from your authenticator app.'
                : 'Add a second step to signing in: a 6-digit code from an authenticator app on your phone.'}
            </p>
          </div>
        </div>
        <Badge variant={enabled ? 'success' : 'muted'}>{enabled ? 'Enabled' : 'Disabled'}</Badge>
      </div>
      <div className="mt-4 flex flex-wrap gap-2 sm:pl-12">
        {enabled ? (
          <Button variant="outline" onClick={() => setDisableOpen(true)}>
            <ShieldOff aria-hidden="true" />
            Disable 2FA
          </Button>
        ) : (
          <Button onClick={startSetup} disabled={setupCall.isPending}>
            {setupCall.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {setupCall.isPending ? 'Setting up...' : 'Setup 2FA'}
          </Button>
        )}
      </div>

      <TwoFactorSetupDialog setup={setup} verifying={verifyCall.isPending} onVerify={verify} onCancel={() => setSetup(null)} />
      <RecoveryCodesDialog codes={recoveryCodes} account={user.email} onDone={() => setRecoveryCodes(null)} />
      <DisableTwoFactorDialog open={disableOpen} onOpenChange={setDisableOpen} />
    </section>
  );
}
