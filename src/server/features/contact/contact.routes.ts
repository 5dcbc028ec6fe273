import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema, type Enquiry } from '../../../shared/contact';
import type { AppContext } from '../../context';
import { contactEnquiries } from '../../db/schema';
import { requireAdmin } from '../../plugins/session';

/** The public Contact form: stored, and the studio is told (e-mail to its contact address, in-app to admins). */
export async function contactRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.post('/api/contact', { schema: { body: contactSchema }, config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async (request, reply) => {
    const { website: honeypot, ...enquiry } = request.body;
    const thanks = { message: 'Thank you! We will get back to you within 24 hours.' };
    // A filled honeypot is a bot: answer as usual, keep nothing.
    if (honeypot) return reply.status(201).send(thanks);
    const [row] = await db.insert(contactEnquiries).values({ ...enquiry, createdAt: ctx.clock.now() }).returning();
    const summary = `${enquiry.name} <${enquiry.email}>${enquiry.company ? ` (${enquiry.company})` : ''} asks about ${enquiry.service}, budget ${enquiry.budget}, timeline ${enquiry.timeline}.`;
    try {
      await ctx.services.mailer.send({
        to: ctx.config.STUDIO_CONTACT_EMAIL,
        subject: `New enquiry from ${enquiry.name}`,
        text: `${summary}${enquiry.phone ? `\nPhone: ${enquiry.phone}` : ''}\n\n${enquiry.message}\n`,
      });
    } catch (err) {
      request.log.warn({ err: { message: (err as Error).message } }, 'the enquiry e-mail could not be sent');
    }
    for (const adminId of await ctx.services.auth.adminIds()) {
      await ctx.services.notifications.notify(adminId, 'contact_enquiry', 'New enquiry', summary, { email: false });
    }
    return reply.status(201).send({ ...thanks, id: row.id });
  });

  app.get('/api/admin/enquiries', async (request): Promise<Enquiry[]> => {
    await requireAdmin(request);
    const rows = await db.select().from(contactEnquiries).orderBy(desc(contactEnquiries.createdAt)).limit(500);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
}
