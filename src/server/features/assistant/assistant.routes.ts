import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/session';
import { articles } from './knowledge';

const chatSchema = z.object({
  message: z.string('Please enter a message').trim().min(1, 'Please enter a message').max(2000, 'Messages are at most 2,000 characters'),
  context: z
    .object({
      conversationHistory: z
        .array(z.object({ role: z.enum(['assistant', 'user']), content: z.string().max(8000) }), 'conversationHistory must be a list of messages')
        .optional()
        .default([])
        // Only the last 5 messages are context (SPEC section 9).
        .transform((h) => h.slice(-5)),
    })
    .optional()
    .default({ conversationHistory: [] }),
});

export async function assistantRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The help centre (Settings → Documentation, and the assistant's knowledge).
  app.get('/api/help/articles', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return articles;
  });

  app.post('/api/ai/chat', { schema: { body: chatSchema } }, async (request) => {
    const { user } = await requireUser(request);
    return { response: await ctx.services.assistant.chat(user.id, request.body.message, request.body.context.conversationHistory) };
  });
}
