import type { FastifyInstance } from 'fastify';

// Shared by the backup and restore tests on PGlite (db-backup.test.ts) and PostgreSQL (db-backup.pgtest.ts).

/** Every row of every table of the portal (and the applied migrations), as text, in a stable order. */
export async function allRows(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, string[]>> {
  const tables = await query(`select tablename from pg_tables where schemaname = 'public' order by 1`);
  const out: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    out[String(tablename)] = (await query(`select t::text as row from public."${tablename}" t order by 1`)).map((r) => String(r.row));
  }
  out['drizzle.__drizzle_migrations'] = (await query('select hash from drizzle.__drizzle_migrations order by id')).map((r) => String(r.hash));
  return out;
}

/** A portal database with a client, a website with payments, a paid payment and audit events. */
export async function fillDatabase(app: FastifyInstance) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: 'backup.client@example.com', password: 'backup-password-1', firstName: 'Bea', lastName: 'Kup', websiteUrl: 'bea.example' },
  });
  const headers = { authorization: `Bearer ${signup.json().token}` };
  await app.inject({ method: 'POST', url: '/api/websites', headers, payload: { name: 'Bea', domain: 'bea.example', hostingPrice: '15.00', domainPrice: '12.00' } });
  const [payment] = (await app.inject({ url: '/api/payments', headers })).json();
  const intent = await app.inject({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: payment.id, amount: payment.amount } });
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers,
    payload: { clientSecret: intent.json().clientSecret, card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' } },
  });
  if (paid.statusCode !== 200) throw new Error(`fillDatabase: ${paid.statusCode} ${paid.body}`);
}
