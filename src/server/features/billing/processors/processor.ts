/** What the portal needs from a card processor; the built-in test processor and Stripe implement it. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CreatedIntent {
  /** Given to the browser; stored by us only as a hash. */
  clientSecret: string;
  /** The processor's own id of the intent. */
  processorRef: string;
}

export type ChargeResult =
  | { ok: true; processorRef: string; card: CardDetails }
  | { ok: false; message: string };

export interface SavedCard {
  token: string;
  card: CardDetails;
  data: Record<string, unknown>;
}

export interface PaymentProcessor {
  readonly name: 'test' | 'stripe';
  createIntent(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
    saveCard: boolean;
    customer: { userId: string; email: string; stripeCustomerId: string | null };
  }): Promise<CreatedIntent & { stripeCustomerId?: string }>;
  /** Charges a saved card off-session (automatic renewals). */
  chargeSaved(input: {
    paymentId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    saved: { token: string; data: Record<string, unknown> };
    customerRef: string | null;
  }): Promise<ChargeResult>;
  /** Gives back the whole amount of a captured intent (a payment that another intent had already paid). */
  refund(processorRef: string): Promise<void>;
}
