import * as React from 'react';
import { Input } from '@/components/ui/input';
import { describedBy, FieldShell } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

type ShellProps = Omit<React.ComponentProps<typeof FieldShell>, 'children' | 'required'>;

/** What a control inside FieldShell carries so its label, hint and message are read with it. */
const describe = ({ id, hint, error }: Pick<ShellProps, 'id' | 'hint' | 'error'>) => ({
  'aria-describedby': describedBy(id, hint, error),
  'aria-invalid': error ? true : undefined,
});

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & ShellProps;

/** A labelled native select with its validation message. */
export const SelectField = React.forwardRef<HTMLSelectElement, SelectFieldProps>(({ id, label, hint, error, optional, children, ...props }, ref) => (
  <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
    <NativeSelect ref={ref} id={id} {...describe({ id, hint, error })} {...props}>
      {children}
    </NativeSelect>
  </FieldShell>
));
SelectField.displayName = 'SelectField';

type TextareaFieldProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & ShellProps;

/** A labelled textarea with its validation message. */
export const TextareaField = React.forwardRef<HTMLTextAreaElement, TextareaFieldProps>(({ id, label, hint, error, optional, ...props }, ref) => (
  <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
    <Textarea ref={ref} id={id} {...describe({ id, hint, error })} {...props} />
  </FieldShell>
));
TextareaField.displayName = 'TextareaField';

type InputFieldProps = React.InputHTMLAttributes<HTMLInputElement> & ShellProps;

/** A labelled input for forms that mark optional fields rather than required ones. */
export const InputField = React.forwardRef<HTMLInputElement, InputFieldProps>(({ id, label, hint, error, optional, ...props }, ref) => (
  <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
    <Input ref={ref} id={id} {...describe({ id, hint, error })} {...props} />
  </FieldShell>
));
InputField.displayName = 'InputField';
