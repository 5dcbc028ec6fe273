import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { toCents } from '../../../shared/billing';
import { formatMoney } from '../../../shared/format';
import type { SavedCard } from '../../../shared/payment-methods';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { processedEvents, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { authRepository } from '../auth/auth.repository';
import { billingRepository, type IntentRow, type PaymentRow } from './billing.repository';
import type { BillingService } from './billing.service';
import type { CardDetails, PaymentProcessor } from './processors/processor';
import type { StripeProcessor } from './processors/stripe-processor';
import { cardBrand, type CardInput, cardSchema, declineMessages, isExpired, testCardBehaviour } from './processors/test-cards';
import { newTestCardToken } from './processors/test-processor';
import { transaction } from '../../db/transaction';


/** Listeners told when a payment is paid (orders move on, suspended websites come back). */
export type PaidListener = (payment: PaymentRow) => Promise<void>;

export class CardPaymentsService {
  private readonly paidListeners: PaidListener[] = [];

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      config: Config;
      processor: PaymentProcessor;
      billing: BillingService;
      notifications: NotificationsService;
      audit: AuditService;
    },
  ) {}

  get processorName() {
    return this.d.processor.name;
  }

  onPaid(listener: PaidListener) {
    this.paidListeners.push(listener);
  }

  /** Starts a card payment of the caller's payment; the amount must be the server's own. */
  async createIntent(userId: string, input: { paymentId: string; amount: number | string; saveCard?: boolean }) {
    const payment = await this.d.billing.getOwned(userId, input.paymentId);
    if (payment.status === 'paid') throw conflict('This payment has already been paid');
    const cents = toCents(payment.amount);
    let sent: number;
    try {
      sent = toCents(typeof input.amount === 'number' ? input.amount.toFixed(2) : input.amount);
    } catch {
      throw badRequest('Amount does not match the payment', { amount: 'Amount does not match the payment' });
    }
    if (sent !== cents) throw badRequest('Amount does not match the payment', { amount: 'Amount does not match the payment' });
    const user = await authRepository.findUserById(this.d.db, userId);
    const created = await this.d.processor.createIntent({
      paymentId: payment.id,
      amountCents: cents,
      currency: this.d.config.CURRENCY,
      description: payment.description,
      idempotencyKey: `intent-${payment.id}-${randomUUID()}`,
      saveCard: Boolean(input.saveCard),
      customer: { userId, email: user!.email, stripeCustomerId: user!.stripeCustomerId },
    });
    if (created.stripeCustomerId && created.stripeCustomerId !== user!.stripeCustomerId) {
      await this.d.db.update(users).set({ stripeCustomerId: created.stripeCustomerId }).where(eq(users.id, userId));
    }
    await billingRepository.insertIntent(this.d.db, {
      paymentId: payment.id,
      userId,
      processor: this.d.processor.name,
      processorRef: created.processorRef,
      clientSecretHash: sha256(created.clientSecret),
      amount: payment.amount,
      saveCard: Boolean(input.saveCard),
      createdAt: this.d.clock.now(),
    });
    return { clientSecret: created.clientSecret };
  }

  /** The test processor's card confirmation: checks the card like a card network's test mode. */
  async confirmTestCard(userId: string, clientSecret: string, card: CardInput, ip: string | null = null): Promise<{ status: 'succeeded' }> {
    if (this.d.processor.name !== 'test') throw badRequest('Card payments are confirmed by the payment provider');
    const intent = await billingRepository.findIntentBySecret(this.d.db, userId, sha256(clientSecret));
    if (!intent || intent.processor !== 'test') throw notFound('Payment not found');
    if (intent.status !== 'requires_confirmation') throw conflict('This payment attempt has already been used');
    const parsed = cardSchema.safeParse(card);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[`card.${issue.path.join('.')}`] ??= issue.message;
      throw badRequest(Object.values(errors)[0], errors);
    }
    const { number, expMonth, expYear } = parsed.data;
    if (isExpired(expMonth, expYear, this.d.clock.now())) {
      throw badRequest('Your card has expired.', { 'card.expYear': 'Your card has expired.' });
    }
    const details: CardDetails = { brand: cardBrand(number), last4: number.slice(-4), expMonth, expYear };
    const behaviour = testCardBehaviour(number);
    if (behaviour !== 'succeed') {
      await this.applyFailure(intent, declineMessages[behaviour], ip);
      throw new AppError(402, declineMessages[behaviour]);
    }
    await this.applySuccess(intent, details, intent.saveCard ? { token: newTestCardToken(), data: { behaviour, card: details } } : null, ip);
    return { status: 'succeeded' };
  }

  /** Marks the intent and its payment paid, once; saves the card when asked. */
  async applySuccess(intent: IntentRow, card: CardDetails, saved: { token: string; data: Record<string, unknown> } | null, ip: string | null = null) {
    const now = this.d.clock.now();
    let duplicate = false;
    const paid = await transaction(this.d.db, async (tx) => {
      const claimed = await billingRepository.completeIntent(tx, intent.id, 'succeeded', now);
      if (!claimed) return undefined;
      const row = await billingRepository.markPaid(tx, intent.paymentId, {
        paidAt: now,
        cardBrand: card.brand,
        cardLast4: card.last4,
        processorIntentId: intent.processorRef,
      });
      if (!row) {
        // Another intent of the same payment (a second tab, a double click) paid it first. The test
        // processor has moved no money yet: refuse, and nothing changes. With Stripe the card was charged
        // again: record it, and give that money back below.
        if (intent.processor === 'test') throw conflict('This payment has already been paid');
        duplicate = true;
        return undefined;
      }
      if (saved) {
        await billingRepository.insertMethod(tx, { userId: intent.userId, processor: intent.processor, token: saved.token, ...card, data: saved.data, createdAt: now });
      }
      if (row?.websiteId) await this.d.billing.refreshNextPaymentDue(tx, row.websiteId);
      if (row) await this.auditPayment(tx, 'payment.succeeded', row, { processor: intent.processor, cardBrand: card.brand, cardSaved: Boolean(saved) }, ip);
      return row;
    });
    if (paid) await this.afterPaid(paid);
    if (duplicate) await this.refundDuplicate(intent);
  }

  /** A second capture of an already paid payment goes back to the card, and the studio can see it. */
  private async refundDuplicate(intent: IntentRow) {
    await this.d.processor.refund(intent.processorRef);
    await this.d.audit.record({
      action: 'payment.duplicate_refunded',
      actor: null,
      target: { type: 'payment', id: intent.paymentId },
      details: { processor: intent.processor, amount: intent.amount },
    });
  }

  /** The payer is the actor; brand only, never the card's digits. */
  private async auditPayment(
    tx: Tx | undefined,
    action: 'payment.succeeded' | 'payment.failed',
    payment: PaymentRow,
    details: Record<string, unknown>,
    ip: string | null,
  ) {
    const payer = await authRepository.findUserById(tx ?? this.d.db, payment.userId);
    await this.d.audit.record(
      {
        action,
        actor: { id: payment.userId, email: payer?.email ?? null, ip },
        target: { type: 'payment', id: payment.id },
        details: { amount: formatMoney(payment.amount), description: payment.description, ...details },
      },
      tx,
    );
  }

  /**
   * A declined attempt: the payment becomes failed (unless paid). The test processor's secret is
   * used up; a Stripe PaymentIntent stays open, since Stripe lets the client retry it.
   */
  async applyFailure(intent: IntentRow, message: string, ip: string | null = null) {
    const final = intent.processor === 'test';
    const failed = await transaction(this.d.db, async (tx) => {
      if (final && !(await billingRepository.completeIntent(tx, intent.id, 'failed', this.d.clock.now()))) return undefined;
      if (!final && intent.status !== 'requires_confirmation') return undefined;
      const row = await billingRepository.markFailed(tx, intent.paymentId);
      if (row) await this.auditPayment(tx, 'payment.failed', row, { processor: intent.processor, reason: message }, ip);
      return row;
    });
    if (failed) {
      await this.d.notifications.notify(failed.userId, 'payment_failed', 'Payment failed', `Your payment of $${formatMoney(failed.amount)} for ${failed.description} did not go through: ${message}`);
    }
  }

  async afterPaid(payment: PaymentRow) {
    await this.d.notifications.notify(
      payment.userId,
      'payment_succeeded',
      'Payment received',
      `Thank you! We received $${formatMoney(payment.amount)} for ${payment.description}.`,
    );
    for (const listener of this.paidListeners) await listener(payment);
  }

  /** Stripe webhook: verified, applied once per event id, never moving a paid payment backwards. */
  async handleStripeEvent(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate?: true }> {
    if (this.d.processor.name !== 'stripe') throw notFound('Not found');
    const stripe = this.d.processor as StripeProcessor;
    let event: Stripe.Event;
    try {
      event = await stripe.verifyEvent(rawBody, signature ?? '');
    } catch {
      throw badRequest('Invalid webhook signature');
    }
    const [fresh] = await this.d.db.insert(processedEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!fresh) return { received: true, duplicate: true };
    try {
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        const pi = event.data.object as Stripe.PaymentIntent;
        const intent = await billingRepository.findIntentByRef(this.d.db, 'stripe', pi.id);
        if (intent) {
          if (event.type === 'payment_intent.succeeded') {
            const pmId = typeof pi.payment_method === 'string' ? pi.payment_method : pi.payment_method?.id;
            const card = pmId ? await stripe.cardOf(pmId) : { brand: 'card', last4: '????', expMonth: 0, expYear: 0 };
            await this.applySuccess(intent, card, intent.saveCard && pmId ? { token: pmId, data: {} } : null);
          } else {
            await this.applyFailure(intent, pi.last_payment_error?.message ?? 'The payment failed.');
          }
        }
      }
    } catch (err) {
      // Let Stripe retry: forget that we saw it.
      await this.d.db.delete(processedEvents).where(eq(processedEvents.id, event.id));
      throw err;
    }
    return { received: true };
  }

  async savedCards(userId: string): Promise<SavedCard[]> {
    const rows = await billingRepository.listMethods(this.d.db, userId);
    return rows.map((r) => ({ id: r.id, brand: r.brand, last4: r.last4, expMonth: r.expMonth, expYear: r.expYear }));
  }

  async removeCard(userId: string, id: string) {
    if (!(await billingRepository.deleteMethod(this.d.db, userId, id))) throw notFound('Card not found');
  }

  /** Charges the client's newest saved card for a payment (automatic renewals). */
  async chargeSavedCard(payment: PaymentRow, attempt: number): Promise<{ ok: boolean; message?: string; noCard?: true }> {
    const [method] = await billingRepository.listMethods(this.d.db, payment.userId);
    if (!method || method.processor !== this.d.processor.name) return { ok: false, noCard: true };
    const user = await authRepository.findUserById(this.d.db, payment.userId);
    const result = await this.d.processor.chargeSaved({
      paymentId: payment.id,
      amountCents: toCents(payment.amount),
      currency: this.d.config.CURRENCY,
      idempotencyKey: `auto-${payment.id}-${attempt}`,
      saved: { token: method.token, data: method.data },
      customerRef: user?.stripeCustomerId ?? null,
    });
    if (!result.ok) {
      await this.auditPayment(undefined, 'payment.failed', payment, { processor: this.d.processor.name, automatic: true, attempt, reason: result.message }, null);
      return { ok: false, message: result.message };
    }
    const now = this.d.clock.now();
    const paid = await transaction(this.d.db, async (tx) => {
      const row = await billingRepository.markPaid(tx, payment.id, {
        paidAt: now,
        cardBrand: result.card.brand,
        cardLast4: result.card.last4,
        processorIntentId: result.processorRef,
      });
      if (row?.websiteId) await this.d.billing.refreshNextPaymentDue(tx, row.websiteId);
      if (row) await this.auditPayment(tx, 'payment.succeeded', row, { processor: this.d.processor.name, automatic: true, attempt, cardBrand: result.card.brand }, null);
      return row;
    });
    if (paid) await this.afterPaid(paid);
    return { ok: true };
  }
}
