import type { AppContext } from '../../context';
import { RateLimiter } from '../../lib/rate-limiter';
import { builtInAnswer, type ChatTurn } from './built-in';
import { gatherFacts } from './facts';
import { modelAnswer } from './model';
import { chatMessages } from '../../db/schema';

export class AssistantService {
  private readonly limiter: RateLimiter;

  constructor(private readonly ctx: () => AppContext) {
    this.limiter = new RateLimiter(20, 60_000, { now: () => new Date() });
  }

  /** An answer from the client's own records: the configured model when it answers in time, else the built-in one. */
  async chat(userId: string, message: string, history: ChatTurn[]): Promise<string> {
    this.limiter.check(userId);
    this.limiter.hit(userId);
    const ctx = this.ctx();
    const facts = await gatherFacts(ctx, userId);
    const { AI_BASE_URL, AI_API_KEY, AI_MODEL } = ctx.config;
    let answer: string | null = null;
    if (AI_BASE_URL) {
      try {
        answer = await modelAnswer({ baseURL: AI_BASE_URL, apiKey: AI_API_KEY ?? 'none', model: AI_MODEL, timeoutMs: 15_000 }, facts, message, history);
      } catch (err) {
        ctx.log.warn({ reason: (err as Error).message }, 'AI model unavailable; the built-in assistant answered');
      }
    }
    answer ??= builtInAnswer(facts, message, history);
    const now = ctx.clock.now();
    await ctx.database.db.insert(chatMessages).values([
      { userId, role: 'user', content: message, createdAt: now },
      { userId, role: 'assistant', content: answer, createdAt: new Date(now.getTime() + 1) },
    ]);
    return answer;
  }
}
