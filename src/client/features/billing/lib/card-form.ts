import { z } from 'zod';
import { cardSchema } from '@shared/cards';
import { isUnauthorizedError, parseApiError } from '@/lib/api';

/** The test processor's card form: the shared card rules plus the save-for-renewals choice. */
export const cardFormSchema = cardSchema.extend({ saveCard: z.boolean() });
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormParsed = z.output<typeof cardFormSchema>;
export type CardField = 'number' | 'expMonth' | 'expYear' | 'cvc';

export const CARD_FIELDS: readonly CardField[] = ['number', 'expMonth', 'expYear', 'cvc'];

export const emptyCardForm = (): CardFormInput => ({ number: '', expMonth: '', expYear: '', cvc: '', saveCard: false });

/** The card of POST /api/payments/confirm, from the validated form (digits only, numbers for the expiry). */
export function cardPayload(values: CardFormParsed) {
  return { number: values.number, expMonth: values.expMonth, expYear: values.expYear, cvc: values.cvc };
}

/** The server's field messages ('card.number', ...) mapped onto the form's fields. */
export function cardFieldErrors(errors: Record<string, string>): Array<[CardField, string]> {
  const result: Array<[CardField, string]> = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = key.startsWith('card.') ? key.slice(5) : key;
    if ((CARD_FIELDS as readonly string[]).includes(field)) result.push([field as CardField, message]);
  }
  return result;
}

/** The intent the modal holds: its secret, whether it saves the card, and whether it is used up. */
export interface HeldIntent {
  clientSecret: string;
  saveCard: boolean;
  spent: boolean;
}

/**
 * A secret can be confirmed once: after a decline (or any answer but a field error) the next attempt needs a
 * new intent; so does a change of the save-card choice, which the intent carries.
 */
export function needsNewIntent(intent: HeldIntent, saveCard: boolean): boolean {
  return intent.spent || intent.saveCard !== saveCard;
}

export const PAYMENT_FAILED_FALLBACK = 'Your payment could not be completed. Please try again.';

export type ConfirmFailure =
  | { kind: 'unauthorized' }
  | { kind: 'invalid'; fields: Array<[CardField, string]> }
  | { kind: 'declined'; message: string };

/**
 * What a failed confirmation means for the modal: an expired session; card fields to correct (the intent is
 * still usable); or a failed payment ('Payment Failed' with the provider's message) whose intent is used up.
 */
export function classifyConfirmError(error: unknown): ConfirmFailure {
  if (isUnauthorizedError(error)) return { kind: 'unauthorized' };
  const parsed = parseApiError(error);
  if (parsed?.status === 400) {
    const fields = cardFieldErrors(parsed.errors);
    if (fields.length > 0) return { kind: 'invalid', fields };
  }
  return { kind: 'declined', message: parsed?.message ?? PAYMENT_FAILED_FALLBACK };
}

/** Stripe's return address after a card confirmation that needed a redirect (SPEC section 2). */
export const stripeReturnUrl = (origin: string) => `${origin}/billing?payment=success`;

/**
 * Back on /billing from Stripe: '?payment=success' is a success unless Stripe added redirect_status=failed
 * (a declined authentication). Anything else is not a return from a payment.
 */
export function paymentReturnOutcome(search: string): 'success' | 'failed' | null {
  const params = new URLSearchParams(search);
  if (params.get('payment') !== 'success') return null;
  return params.get('redirect_status') === 'failed' ? 'failed' : 'success';
}
