import { useState, type FormEvent } from 'react';
import { Loader2, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { useLoginTwoFactor } from '../api/use-login-two-factor';
import { GENERIC_AUTH_ERROR } from '../lib/messages';
import { canSubmitCode, classifyCodeFailure, INVALID_CODE_TEXT, INVALID_CODE_TITLE, type CodeMode } from '../lib/two-factor-code';
import { AuthCard } from './auth-card';
import { TwoFactorCodeField } from './two-factor-code-field';

/**
 * The two-factor code entry card: the second sign-in step after a right password on an account with
 * 2FA. A wrong code may be retried; an expired sign-in goes back to the password step.
 */
export function TwoFactorLoginStep({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn: () => void;
  /** Back to the password step (the user asked, or the sign-in expired). */
  onRestart: () => void;
}) {
  const [mode, setMode] = useState<CodeMode>('totp');
  const [code, setCode] = useState('');
  const verify = useLoginTwoFactor();
  const ready = canSubmitCode(code, mode) && !verify.isPending;

  const switchMode = (next: CodeMode) => {
    setMode(next);
    setCode('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    verify.mutate(
      { challengeToken, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const failure = classifyCodeFailure(error, 'login');
          if (failure.kind === 'expired') {
            toast({ variant: 'destructive', title: 'Login Failed', description: failure.message });
            onRestart();
            return;
          }
          setCode('');
          if (failure.kind === 'invalid') {
            toast({ variant: 'destructive', title: INVALID_CODE_TITLE, description: INVALID_CODE_TEXT });
          } else {
            const message = failure.kind === 'rate-limited' ? failure.message : failure.kind === 'other' ? failure.message : null;
            toast({ variant: 'destructive', title: 'Login Failed', description: message ?? GENERIC_AUTH_ERROR });
          }
        },
      },
    );
  };

  return (
    <AuthCard
      title="Two-factor authentication"
      description={
        mode === 'totp'
          ? 'Open your authenticator app and enter the 6-digit code for this account.'
          : 'Enter one of the recovery codes you saved when you turned on two-factor authentication.'
      }
      footer={
        <p>
          Wrong account?{' '}
          <button type="button" onClick={onRestart} className="font-medium text-accent-soft underline-offset-4 hover:underline">
            Back to sign in
          </button>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Two-factor authentication">
        <div className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 p-3 text-sm text-muted-foreground">
          <ShieldCheck className="size-5 shrink-0 text-accent-soft" aria-hidden="true" />
          <p>Your password was right. One more step keeps your account safe.</p>
        </div>
        <TwoFactorCodeField id="login-two-factor-code" value={code} onChange={setCode} mode={mode} onModeChange={switchMode} autoFocus />
        <Button type="submit" size="lg" className="w-full" disabled={!ready}>
          {verify.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {verify.isPending ? 'Verifying...' : 'Verify and Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
