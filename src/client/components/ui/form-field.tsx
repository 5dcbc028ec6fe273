import * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface ShellProps {
  id: string;
  label: string;
  /** Shows a ' *' marker that screen readers skip (they hear the control's `required`). */
  required?: boolean;
  /** For forms that mark optional fields rather than required ones: ' (optional)'. */
  optional?: boolean;
  hint?: React.ReactNode;
  /** A validation message shown under the control and read with it. */
  error?: string;
}

/** The aria-describedby of a control inside FieldShell. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** Label, control, hint and validation message: the one frame of every form control (input, select, textarea). */
export function FieldShell({ id, label, required, optional, hint, error, children }: ShellProps & { children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-400">
            {' *'}
          </span>
        )}
        {optional && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & Omit<ShellProps, 'optional'> & { invalid?: boolean };

/** A labelled input. */
export const FormField = React.forwardRef<HTMLInputElement, FieldProps>(({ id, label, hint, invalid, error, required, ...props }, ref) => (
  <FieldShell id={id} label={label} required={required} hint={hint} error={error}>
    <Input
      ref={ref}
      id={id}
      required={required}
      aria-invalid={invalid || Boolean(error) || undefined}
      aria-describedby={describedBy(id, hint, error)}
      {...props}
    />
  </FieldShell>
));
FormField.displayName = 'FormField';
