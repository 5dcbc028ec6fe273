import * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

interface ShellProps {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  optional?: boolean;
}

/** Label, control, hint and message, wired together the way FormField wires an input. */
function describe({ id, hint, error }: Pick<ShellProps, 'id' | 'hint' | 'error'>) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

function Shell({ id, label, hint, error, optional, children }: ShellProps & { children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {label}
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

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & ShellProps;

/** A labelled native select with its validation message. */
export const SelectField = React.forwardRef<HTMLSelectElement, SelectFieldProps>(({ id, label, hint, error, optional, children, ...props }, ref) => (
  <Shell id={id} label={label} hint={hint} error={error} optional={optional}>
    <NativeSelect ref={ref} id={id} {...describe({ id, hint, error })} {...props}>
      {children}
    </NativeSelect>
  </Shell>
));
SelectField.displayName = 'SelectField';

type TextareaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & ShellProps;

/** A labelled textarea with its validation message. */
export const TextareaField = React.forwardRef<HTMLTextAreaElement, TextareaFieldProps>(({ id, label, hint, error, optional, ...props }, ref) => (
  <Shell id={id} label={label} hint={hint} error={error} optional={optional}>
    <Textarea ref={ref} id={id} {...describe({ id, hint, error })} {...props} />
  </Shell>
));
TextareaField.displayName = 'TextareaField';

type InputFieldProps = React.InputHTMLAttributes<HTMLInputElement> & ShellProps;

/** A labelled input for forms that mark optional fields rather than required ones. */
export const InputField = React.forwardRef<HTMLInputElement, InputFieldProps>(({ id, label, hint, error, optional, ...props }, ref) => (
  <Shell id={id} label={label} hint={hint} error={error} optional={optional}>
    <Input ref={ref} id={id} {...describe({ id, hint, error })} {...props} />
  </Shell>
));
InputField.displayName = 'InputField';
