import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ChatTurn } from './built-in';
import { type ClientFacts, money, paymentsDue } from './facts';

const tool = (name: string, description: string): ChatCompletionTool => ({
  type: 'function',
  function: { name, description, parameters: { type: 'object', properties: {}, additionalProperties: false } },
});

export const tools: ChatCompletionTool[] = [
  tool('get_payments_due', "The client's outstanding payments with amounts, due dates and the total."),
  tool('get_websites', "The client's websites with status, uptime and response time over 7 and 30 days, and the last backup."),
  tool('get_analytics', 'Visitors, page views and bounce rate per website for the last 7 and 30 days.'),
  tool('get_change_requests', "The client's change requests with status and studio notes."),
  tool('get_orders', "The client's service orders with stage, progress and payment status."),
];

/** The grounded facts a tool returns: only the caller's own records. */
export function runTool(name: string, facts: ClientFacts): unknown {
  switch (name) {
    case 'get_payments_due': {
      const { items, total } = paymentsDue(facts);
      return { total: money(total), payments: items.map((i) => ({ description: i.payment.description, amount: money(i.payment.amount), dueDate: i.payment.dueDate.slice(0, 10), status: i.payment.status })) };
    }
    case 'get_websites':
      return facts.websites.map((w) => ({ name: w.name, domain: w.domain, status: w.status, uptime7d: w.last7.map((r) => r.uptime), responseTimeMs7d: w.last7.map((r) => r.responseTime), lastBackup: w.lastBackup }));
    case 'get_analytics':
      return facts.websites.map((w) => ({ name: w.name, days: w.last30.map((r) => ({ date: r.date, visitors: r.visitors, pageViews: r.pageViews, bounceRate: r.bounceRate })) }));
    case 'get_change_requests':
      return facts.changeRequests.map((r) => ({ title: r.title, type: r.type, status: r.status, estimatedCost: money(r.estimatedCost), adminNotes: r.adminNotes, website: r.websiteName }));
    case 'get_orders':
      return facts.orders.map((o) => ({ title: o.title, serviceType: o.serviceType, status: o.status, paymentStatus: o.paymentStatus, price: money(o.price), estimatedDelivery: o.estimatedDelivery }));
    default:
      return { error: `unknown tool ${name}` };
  }
}

export interface ModelConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Asks an OpenAI-compatible model, letting it call the tools (at most 3 rounds). */
export async function modelAnswer(config: ModelConfig, facts: ClientFacts, message: string, history: ChatTurn[]): Promise<string> {
  // Loaded only by a process configured with a model (the SDK weighs ~8 MB of memory).
  const { default: OpenAI } = await import('openai');
  const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0 });
  const messages: ChatCompletionMessageParam[] = [
    {
      role: 'system',
      content:
        `You are the support assistant of ${facts.studio.name}, a web studio, inside its client portal. Answer the client's questions briefly and exactly, ` +
        'using the tools for any figure about their payments, websites, analytics, change requests or orders; never invent figures. ' +
        `Point to the portal's screens: /billing, /websites, /analytics, /change-requests, /orders, /settings. The studio's contact: ${facts.studio.email}. Today is ${facts.now.toISOString().slice(0, 10)}.`,
    },
    ...history.map((t) => ({ role: t.role, content: t.content }) as ChatCompletionMessageParam),
    { role: 'user', content: message },
  ];
  for (let round = 0; round < 3; round++) {
    const completion = await client.chat.completions.create({ model: config.model, messages, tools });
    const reply = completion.choices[0]?.message;
    if (!reply) throw new Error('the model answered nothing');
    const calls = reply.tool_calls ?? [];
    if (calls.length === 0) {
      if (!reply.content?.trim()) throw new Error('the model answered an empty message');
      return reply.content.trim();
    }
    messages.push(reply);
    for (const call of calls) {
      const name = call.type === 'function' ? call.function.name : '';
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(runTool(name, facts)) });
    }
  }
  throw new Error('the model kept calling tools');
}
