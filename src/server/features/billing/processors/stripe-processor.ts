import type Stripe from 'stripe';
import type { CardDetails, ChargeResult, PaymentProcessor } from './processor';

/** Stripe through its official SDK. Payments are confirmed in the browser (Payment Element) and by webhook. */
export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;
  /** The SDK weighs ~20 MB of memory: loaded only by a process that uses Stripe. */
  private readonly sdk: Promise<{ client: Stripe; CardError: typeof Stripe.errors.StripeCardError }>;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    apiUrl?: string,
  ) {
    const target = apiUrl ? new URL(apiUrl) : undefined;
    this.sdk = import('stripe').then(({ default: StripeSdk }) => ({
      client: new StripeSdk(secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(target
          ? { host: target.hostname, port: Number(target.port || (target.protocol === 'https:' ? 443 : 80)), protocol: target.protocol.replace(':', '') as 'http' | 'https' }
          : {}),
      }),
      CardError: StripeSdk.errors.StripeCardError,
    }));
    // Every use awaits it and sees a failure there; this only keeps it from being reported as unhandled.
    this.sdk.catch(() => {});
  }

  async createIntent(input: Parameters<PaymentProcessor['createIntent']>[0]) {
    const { client: stripe } = await this.sdk;
    let customer = input.customer.stripeCustomerId ?? undefined;
    if (input.saveCard && !customer) {
      const created = await stripe.customers.create(
        { email: input.customer.email, metadata: { userId: input.customer.userId } },
        { idempotencyKey: `customer-${input.customer.userId}` },
      );
      customer = created.id;
    }
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: { paymentId: input.paymentId },
        automatic_payment_methods: { enabled: true },
        ...(customer ? { customer } : {}),
        ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error('Stripe returned no client secret');
    return { clientSecret: intent.client_secret, processorRef: intent.id, ...(customer ? { stripeCustomerId: customer } : {}) };
  }

  async chargeSaved(input: Parameters<PaymentProcessor['chargeSaved']>[0]): Promise<ChargeResult> {
    const { client: stripe, CardError } = await this.sdk;
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerRef ?? undefined,
          payment_method: input.saved.token,
          off_session: true,
          confirm: true,
          metadata: { paymentId: input.paymentId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status !== 'succeeded') return { ok: false, message: 'The payment could not be completed.' };
      return { ok: true, processorRef: intent.id, card: await this.cardOf(input.saved.token) };
    } catch (err) {
      if (err instanceof CardError) return { ok: false, message: err.message };
      throw err;
    }
  }

  async cardOf(paymentMethodId: string): Promise<CardDetails> {
    const { client: stripe } = await this.sdk;
    const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
    return {
      brand: pm.card?.brand ?? 'card',
      last4: pm.card?.last4 ?? '????',
      expMonth: pm.card?.exp_month ?? 0,
      expYear: pm.card?.exp_year ?? 0,
    };
  }

  async refund(processorRef: string): Promise<void> {
    const { client: stripe } = await this.sdk;
    await stripe.refunds.create({ payment_intent: processorRef }, { idempotencyKey: `refund-${processorRef}` });
  }

  /** Verifies a webhook's signature on the raw body; throws when it is bad or stale. */
  async verifyEvent(rawBody: Buffer, signature: string): Promise<Stripe.Event> {
    const { client: stripe } = await this.sdk;
    return stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, 300);
  }
}
