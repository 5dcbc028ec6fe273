import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import type { CardFlow, Checkout, Payable } from '../api/use-payment-checkout';
import { useConfirmCardPayment } from '../api/use-confirm-card-payment';
import {
  cardFormSchema,
  cardPayload,
  classifyConfirmError,
  emptyCardForm,
  PAYMENT_FAILED_FALLBACK,
  type CardFormInput,
  type CardFormParsed,
} from '../lib/card-form';
import { PaymentFormFooter, SaveCardCheckbox } from './payment-form-parts';

/**
 * The built-in test processor's card form, checked with the shared card rules before anything is sent.
 * A decline keeps the modal open for another card; the flow brings a fresh intent for that attempt.
 */
export function TestCardForm({ checkout, flow, cancelLabel }: { checkout: Checkout<Payable>; flow: CardFlow; cancelLabel?: string }) {
  const confirm = useConfirmCardPayment();
  const [processing, setProcessing] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardFormInput, unknown, CardFormParsed>({ resolver: zodResolver(cardFormSchema), defaultValues: emptyCardForm() });

  const onSubmit = handleSubmit(async (values) => {
    setProcessing(true);
    try {
      const clientSecret = await flow.intentFor(values.saveCard);
      if (!clientSecret) return;
      await confirm.mutateAsync({ clientSecret, card: cardPayload(values) });
      flow.paid();
    } catch (error) {
      const failure = classifyConfirmError(error);
      if (failure.kind === 'unauthorized') {
        notifyCallError(error, PAYMENT_FAILED_FALLBACK);
      } else if (failure.kind === 'invalid') {
        failure.fields.forEach(([field, message], index) => setError(field, { message }, { shouldFocus: index === 0 }));
      } else {
        flow.markSpent();
        toast({ variant: 'destructive', title: 'Payment Failed', description: failure.message });
      }
    } finally {
      setProcessing(false);
    }
  });

  const message = (field: 'number' | 'expMonth' | 'expYear' | 'cvc') => errors[field]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4" aria-label="Card details">
      <FormField
        id="card-number"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={message('number')}
        {...register('number')}
      />
      <div className="grid grid-cols-3 gap-3">
        <FormField id="card-exp-month" label="Expiry month" autoComplete="cc-exp-month" inputMode="numeric" placeholder="MM" maxLength={2} error={message('expMonth')} {...register('expMonth')} />
        <FormField id="card-exp-year" label="Expiry year" autoComplete="cc-exp-year" inputMode="numeric" placeholder="YYYY" maxLength={4} error={message('expYear')} {...register('expYear')} />
        <FormField id="card-cvc" label="CVC" autoComplete="cc-csc" inputMode="numeric" placeholder="123" maxLength={4} error={message('cvc')} {...register('cvc')} />
      </div>
      <SaveCardCheckbox id="card-save" {...register('saveCard')} />
      <p className="text-xs text-muted-foreground">Test mode: no real card is charged.</p>
      <PaymentFormFooter amount={checkout.payment.amount} processing={processing} onCancel={flow.cancel} cancelLabel={cancelLabel} />
    </form>
  );
}
