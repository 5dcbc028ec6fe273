import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * A local stand-in for the Stripe API host, answering the few calls the portal makes the way
 * Stripe does (form-encoded requests, JSON answers, card errors as 402), so the official SDK
 * runs unchanged against it.
 */
export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  let seq = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(body);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        form,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        authorization: req.headers.authorization,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
        res.end(JSON.stringify(json));
      };
      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        return send(200, { id: `cus_${++seq}`, object: 'customer', email: form.get('email') });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const id = `pi_${++seq}`;
        const pm = form.get('payment_method');
        if (form.get('confirm') === 'true' && pm === 'pm_card_chargeDeclined') {
          return send(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } });
        }
        return send(200, {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          customer: form.get('customer'),
          client_secret: `${id}_secret_${Math.random().toString(36).slice(2)}`,
          status: form.get('confirm') === 'true' ? 'succeeded' : 'requires_payment_method',
          payment_method: pm,
          metadata: { paymentId: form.get('metadata[paymentId]') },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return send(200, { id: `re_${++seq}`, object: 'refund', payment_intent: form.get('payment_intent'), status: 'succeeded' });
      }
      const pmMatch = /^\/v1\/payment_methods\/([\w-]+)$/.exec(url.pathname);
      if (req.method === 'GET' && pmMatch) {
        return send(200, { id: pmMatch[1], object: 'payment_method', type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031 } });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(r)) };
}
