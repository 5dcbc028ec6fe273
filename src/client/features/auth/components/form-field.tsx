import * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: React.ReactNode;
  invalid?: boolean;
};

/** A labelled input; `required` shows a marker that screen readers skip (they hear the attribute). */
export const FormField = React.forwardRef<HTMLInputElement, FieldProps>(
  ({ id, label, hint, invalid, required, ...props }, ref) => {
    const hintId = hint ? `${id}-hint` : undefined;
    return (
      <div className="grid gap-2">
        <Label htmlFor={id}>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-400">
              *
            </span>
          )}
        </Label>
        <Input
          ref={ref}
          id={id}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          {...props}
        />
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    );
  },
);
FormField.displayName = 'FormField';
