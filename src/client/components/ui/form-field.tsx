import * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: React.ReactNode;
  invalid?: boolean;
  /** A validation message shown under the input and read with it. */
  error?: string;
};

/** A labelled input; `required` shows a ' *' marker that screen readers skip (they hear the attribute). */
export const FormField = React.forwardRef<HTMLInputElement, FieldProps>(
  ({ id, label, hint, invalid, error, required, ...props }, ref) => {
    const hintId = hint ? `${id}-hint` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    return (
      <div className="grid content-start gap-2">
        <Label htmlFor={id}>
          {label}
          {required && (
            <span aria-hidden="true" className="text-red-400">
              {' *'}
            </span>
          )}
        </Label>
        <Input
          ref={ref}
          id={id}
          required={required}
          aria-invalid={invalid || Boolean(error) || undefined}
          aria-describedby={describedBy}
          {...props}
        />
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="text-sm text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  },
);
FormField.displayName = 'FormField';
