import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';

/**
 * A burst of concurrent writes against a running portal, as one client would make them from several
 * tabs: websites (each issues its payments in the same transaction), change requests, card payments
 * with the test processor's 4242 card, saved preferences. Only what was answered 2xx counts as
 * acknowledged; a request cut short by the process dying may or may not have landed.
 */
export interface Acknowledged {
  websites: Map<string, { hostingPrice: string; domainPrice: string }>;
  changeRequests: Set<string>;
  paid: Set<string>;
  /** Preference saves in order: the last acknowledged one, and the one in flight when the burst stopped. */
  preferences: { acked: boolean | undefined; inFlight: boolean | undefined };
  /** Writes refused with a status that is neither 2xx nor an expected 4xx (must stay empty). */
  unexpected: string[];
  /** Acknowledged writes other than preferences. */
  total: number;
}

export interface Burst {
  acked: Acknowledged;
  /** Resolves once `count` writes (other than preferences) were acknowledged. */
  reached(count: number): Promise<void>;
  /** Stops issuing new writes and waits for the workers to notice (their requests may fail). */
  stop(): Promise<void>;
}

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

export function startBurst(baseUrl: string, token: string, { workers = 6 } = {}): Burst {
  const acked: Acknowledged = {
    websites: new Map(),
    changeRequests: new Set(),
    paid: new Set(),
    preferences: { acked: undefined, inFlight: undefined },
    unexpected: [],
    total: 0,
  };
  let stopped = false;
  let seq = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const ack = () => {
    acked.total++;
    for (const w of waiters.filter((x) => acked.total >= x.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text), text };
  };
  const expectOk = (what: string, res: { status: number; text: string }, allowed: number[] = []) => {
    if (res.status >= 200 && res.status < 300) return true;
    if (!allowed.includes(res.status)) acked.unexpected.push(`${what}: ${res.status} ${res.text.slice(0, 200)}`);
    return false;
  };

  const ops = {
    async website() {
      const n = ++seq;
      const prices = { hostingPrice: `${10 + (n % 7)}.00`, domainPrice: `${12 + (n % 5)}.50` };
      const res = await call('POST', '/api/websites', { name: `Burst ${n}`, domain: `burst-${n}.example`, ...prices });
      if (expectOk('create website', res)) {
        acked.websites.set(res.json().id, prices);
        ack();
      }
    },
    async changeRequest() {
      const sites = [...acked.websites.keys()];
      if (!sites.length) return ops.website();
      const res = await call('POST', '/api/change-requests', { websiteId: sites[++seq % sites.length], title: `Change ${seq}`, type: 'content', description: 'New text for the home page.' });
      if (expectOk('change request', res)) {
        acked.changeRequests.add(res.json().id);
        ack();
      }
    },
    async pay() {
      const list = await call('GET', '/api/payments');
      if (!expectOk('list payments', list)) return;
      const open = (list.json() as { id: string; amount: string; status: string }[]).filter((p) => p.status === 'pending');
      if (!open.length) return ops.website();
      const payment = open[++seq % open.length];
      const intent = await call('POST', '/api/create-payment-intent', { paymentId: payment.id, amount: payment.amount });
      // Another worker may have paid it a moment ago: 409 is the right answer then.
      if (!expectOk('payment intent', intent, [409])) return;
      const confirm = await call('POST', '/api/payments/confirm', { clientSecret: intent.json().clientSecret, card: CARD });
      if (expectOk('confirm payment', confirm, [409])) {
        acked.paid.add(payment.id);
        ack();
      }
    },
  };

  // One worker saves preferences one after another, so "the last acknowledged value" is well defined.
  const preferences = async () => {
    let on = false;
    while (!stopped) {
      on = !on;
      acked.preferences.inFlight = on;
      const res = await call('PUT', '/api/auth/preferences', { marketingUpdates: on });
      if (expectOk('preferences', res)) {
        acked.preferences.acked = on;
        acked.preferences.inFlight = undefined;
      }
    }
  };
  const worker = async (i: number) => {
    const order = [ops.website, ops.pay, ops.changeRequest, ops.website, ops.pay];
    for (let k = i; !stopped; k++) await order[k % order.length]();
  };
  // A worker stops at its first failed request: after a kill every request fails.
  const guard = (p: Promise<void>) => p.catch(() => {});
  const running = [guard(preferences()), ...Array.from({ length: workers }, (_, i) => guard(worker(i)))];

  return {
    acked,
    reached: (count) => (acked.total >= count ? Promise.resolve() : new Promise((resolve) => waiters.push({ count, resolve }))),
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** After a restart: everything acknowledged is there, through the API. */
export async function expectAcknowledgedWrites(baseUrl: string, token: string, acked: Acknowledged) {
  const get = async (path: string) => {
    const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, `GET ${path}`).toBe(200);
    return res.json();
  };
  const websites: { id: string; hostingPrice: string; domainPrice: string }[] = await get('/api/websites');
  const byId = new Map(websites.map((w) => [w.id, w]));
  for (const [id, prices] of acked.websites) {
    expect(byId.get(id), `acknowledged website ${id}`).toMatchObject({ hostingPrice: prices.hostingPrice, domainPrice: prices.domainPrice });
  }
  const payments: { id: string; websiteId: string | null; type: string; amount: string; status: string; paidAt: string | null; cardLast4: string | null }[] = await get('/api/payments');
  for (const [id, prices] of acked.websites) {
    const own = payments.filter((p) => p.websiteId === id);
    // Issued in the website's own transaction: both or neither, and never twice.
    expect(own.filter((p) => p.type === 'hosting').map((p) => p.amount), `hosting payment of ${id}`).toEqual([prices.hostingPrice]);
    expect(own.filter((p) => p.type === 'domain').map((p) => p.amount), `domain payment of ${id}`).toEqual([prices.domainPrice]);
  }
  const paymentsById = new Map(payments.map((p) => [p.id, p]));
  for (const id of acked.paid) {
    expect(paymentsById.get(id), `acknowledged card payment ${id}`).toMatchObject({ status: 'paid', cardLast4: '4242' });
    expect(paymentsById.get(id)!.paidAt).not.toBeNull();
  }
  const requests: { id: string }[] = await get('/api/change-requests');
  const requestIds = new Set(requests.map((r) => r.id));
  for (const id of acked.changeRequests) expect(requestIds.has(id), `acknowledged change request ${id}`).toBe(true);
  const prefs: { marketingUpdates: boolean } = await get('/api/auth/preferences');
  if (acked.preferences.acked !== undefined) {
    // The last acknowledged save, or the one that was in flight when the process died.
    expect([acked.preferences.acked, acked.preferences.inFlight]).toContain(prefs.marketingUpdates);
  }
}

/** Database-wide invariants that no crash may break, as rows that violate them (each list must be empty). */
export async function invariantViolations(db: Db): Promise<Record<string, unknown[]>> {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    // Paid means when and through which attempt; unpaid means neither.
    paidWithoutPaidAt: await rows(sql`select id from payments where status = 'paid' and (paid_at is null or processor_intent_id is null)`),
    unpaidWithPaidAt: await rows(sql`select id, status from payments where status <> 'paid' and paid_at is not null`),
    // A successful card attempt always paid its payment (same transaction), and was completed.
    succeededIntentUnpaid: await rows(sql`
      select i.id from payment_intents i join payments p on p.id = i.payment_id
      where i.status = 'succeeded' and (p.status <> 'paid' or i.completed_at is null)`),
    paidByUnknownIntent: await rows(sql`
      select p.id from payments p where p.status = 'paid' and p.processor_intent_id is not null
        and not exists (select 1 from payment_intents i where i.payment_id = p.id and i.processor_ref = p.processor_intent_id and i.status = 'succeeded')`),
    // Every website with prices has exactly its first hosting month and domain year.
    websiteWithoutItsPayments: await rows(sql`
      select w.id from websites w
      where (w.hosting_price > 0 and (select count(*) from payments p where p.website_id = w.id and p.type = 'hosting') <> 1)
         or (w.domain_price > 0 and (select count(*) from payments p where p.website_id = w.id and p.type = 'domain') <> 1)`),
    paymentOfAnotherOwner: await rows(sql`select p.id from payments p join websites w on w.id = p.website_id where p.user_id <> w.user_id`),
    changeRequestOfAnotherOwner: await rows(sql`select c.id from change_requests c join websites w on w.id = c.website_id where c.user_id <> w.user_id`),
  };
}

export const noViolations = { paidWithoutPaidAt: [], unpaidWithPaidAt: [], succeededIntentUnpaid: [], paidByUnknownIntent: [], websiteWithoutItsPayments: [], paymentOfAnotherOwner: [], changeRequestOfAnotherOwner: [] };
