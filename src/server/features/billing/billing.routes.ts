import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPaymentSchema, createPaymentIntentSchema } from '../../../shared/billing';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import { recordId } from '../../lib/ids';
import { requireUser } from '../../plugins/session';
import { authRepository } from '../auth/auth.repository';
import { receiptPdf } from './receipt-pdf';
import { sendCachedList } from '../../lib/read-cache';

const params = z.object({ id: z.string() });

export async function billingRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { billing, cards } = ctx.services;

  app.get('/api/payments', async (request, reply) => {
    const { user } = await requireUser(request);
    return sendCachedList(reply, ctx.readCache, user.id, 'payments', () => billing.list(user.id));
  });

  app.post('/api/create-payment-intent', { schema: { body: createPaymentIntentSchema }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await requireUser(request);
    return cards.createIntent(user.id, { ...request.body, paymentId: recordId(request.body.paymentId, 'Payment') });
  });

  app.post('/api/payments/confirm', { schema: { body: confirmPaymentSchema }, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request) => {
    const { user } = await requireUser(request);
    return cards.confirmTestCard(user.id, request.body.clientSecret, request.body.card as any, request.ip);
  });

  app.get('/api/payments/:id/receipt.pdf', { schema: { params } }, async (request, reply) => {
    const { user } = await requireUser(request);
    const payment = await billing.getOwned(user.id, recordId(request.params.id, 'Payment'));
    if (payment.status !== 'paid' || !payment.paidAt) throw conflict('This payment has not been paid yet');
    const owner = await authRepository.findUserById(ctx.database.db, user.id);
    const pdf = await receiptPdf({
      studio: { name: ctx.config.STUDIO_NAME, email: ctx.config.STUDIO_CONTACT_EMAIL, address: ctx.config.STUDIO_ADDRESS ?? null },
      client: { name: [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || owner!.email, email: owner!.email },
      payment: { ...payment, paidAt: payment.paidAt },
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="receipt-${payment.id.slice(0, 8)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/payment-methods', async (request) => {
    const { user } = await requireUser(request);
    return cards.savedCards(user.id);
  });

  app.delete('/api/payment-methods/:id', { schema: { params } }, async (request, reply) => {
    const { user } = await requireUser(request);
    await cards.removeCard(user.id, recordId(request.params.id, 'Card'));
    return reply.status(204).send();
  });

  // Stripe signs the exact bytes it sent: keep the raw body for this one route.
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    scoped.post('/api/webhooks/stripe', async (request) => {
      const signature = request.headers['stripe-signature'];
      return cards.handleStripeEvent(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
    });
  });
}
