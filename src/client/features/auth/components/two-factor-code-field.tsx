import { forwardRef } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { sanitizeRecoveryCode, sanitizeTwoFactorCode, type CodeMode } from '../lib/two-factor-code';

interface CodeFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** 'totp': the authenticator's 6 digits; 'recovery': one of the saved recovery codes. */
  mode?: CodeMode;
  /** Offers the switch between the two kinds of code when given. */
  onModeChange?: (mode: CodeMode) => void;
  label?: string;
  hint?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The two-factor code box (SPEC section 5): digits only, trimmed to 6, whatever is typed or pasted.
 * In recovery mode it takes a recovery code as text instead.
 */
export const TwoFactorCodeField = forwardRef<HTMLInputElement, CodeFieldProps>(
  ({ id, value, onChange, mode = 'totp', onModeChange, label, hint, disabled, autoFocus }, ref) => {
    const recovery = mode === 'recovery';
    const hintId = `${id}-hint`;
    const shownHint = hint ?? (recovery ? 'Each recovery code works once.' : 'Enter the 6-digit code from your authenticator app.');
    return (
      <div className="grid gap-2">
        <Label htmlFor={id}>{label ?? (recovery ? 'Recovery code' : 'Authentication code')}</Label>
        <Input
          ref={ref}
          id={id}
          // Distinct keys: switching mode gives a fresh input (keyboard type and autofill hints change).
          key={mode}
          value={value}
          onChange={(event) => onChange(recovery ? sanitizeRecoveryCode(event.target.value) : sanitizeTwoFactorCode(event.target.value))}
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9]*'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={recovery ? 'xxxxx-xxxxx' : '000000'}
          aria-describedby={hintId}
          disabled={disabled}
          autoFocus={autoFocus}
          className={cn('h-12 font-mono text-lg', recovery ? 'tracking-wider' : 'text-center tracking-[0.5em]')}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {shownHint}
        </p>
        {onModeChange && (
          <button
            type="button"
            className="justify-self-start rounded-sm text-sm font-medium text-accent-soft underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onModeChange(recovery ? 'totp' : 'recovery')}
            disabled={disabled}
          >
            {recovery ? 'Use an authentication code instead' : 'Use a recovery code instead'}
          </button>
        )}
      </div>
    );
  },
);
TwoFactorCodeField.displayName = 'TwoFactorCodeField';
