import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, getApiErrorMessage, getQueryFn, isUnauthorizedError, parseApiError } from './api';
import { AUTH_TOKEN_KEY, OIDC_TOKEN_KEY } from './auth-storage';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A tiny real server: records each request and answers by path. */
let server: http.Server;
let base = '';
let seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const send = (status: number, text: string, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type });
        res.end(text);
      };
      switch (req.url) {
        case '/api/ok':
          return send(200, JSON.stringify({ hello: 'world' }));
        case '/api/unauthorized':
          return send(401, JSON.stringify({ message: 'Unauthorized' }));
        case '/api/bad-login':
          return send(401, JSON.stringify({ message: 'Invalid email or password' }));
        case '/api/invalid':
          return send(400, JSON.stringify({ message: 'Password must be at least 8 characters', errors: { password: 'Too short' } }));
        case '/api/empty-error':
          return send(503, '');
        case '/api/html-error':
          return send(502, '<html>Bad gateway</html>', 'text/html');
        default:
          return send(404, JSON.stringify({ message: 'Not found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Minimal in-memory localStorage for the node test environment. */
function installLocalStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const stub = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    get length() {
      return data.size;
    },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: stub, configurable: true, writable: true });
}

afterEach(() => {
  seen = [];
  Reflect.deleteProperty(globalThis, 'localStorage');
});

async function captureError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the promise to reject');
}

/** Records the init given to fetch while still performing the request. */
async function withFetchSpy<T>(run: () => Promise<T>): Promise<{ result: T; init: RequestInit | undefined }> {
  const realFetch = globalThis.fetch;
  let init: RequestInit | undefined;
  globalThis.fetch = ((input: RequestInfo | URL, options?: RequestInit) => {
    init = options;
    return realFetch(input, options);
  }) as typeof fetch;
  try {
    return { result: await run(), init };
  } finally {
    globalThis.fetch = realFetch;
  }
}

describe('apiRequest', () => {
  it('sends a JSON body with Content-Type only when data is given', async () => {
    installLocalStorage();
    const res = await apiRequest('POST', `${base}/api/ok`, { email: 'a@b.c' });
    expect(res.status).toBe(200);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ email: 'a@b.c' });
  });

  it('sets no Content-Type and no body without data', async () => {
    installLocalStorage();
    await apiRequest('DELETE', `${base}/api/ok`);
    expect(seen[0].method).toBe('DELETE');
    expect(seen[0].headers['content-type']).toBeUndefined();
    expect(seen[0].body).toBe('');
  });

  it('adds the bearer token from auth_token', async () => {
    installLocalStorage({ [AUTH_TOKEN_KEY]: 'tok-1', [OIDC_TOKEN_KEY]: 'oidc-1' });
    await apiRequest('GET', `${base}/api/ok`);
    expect(seen[0].headers.authorization).toBe('Bearer tok-1');
  });

  it('falls back to the oidc_token key', async () => {
    installLocalStorage({ [OIDC_TOKEN_KEY]: 'oidc-1' });
    await apiRequest('GET', `${base}/api/ok`);
    expect(seen[0].headers.authorization).toBe('Bearer oidc-1');
  });

  it('sends no Authorization header without a stored token (or without localStorage)', async () => {
    installLocalStorage();
    await apiRequest('GET', `${base}/api/ok`);
    Reflect.deleteProperty(globalThis, 'localStorage');
    await apiRequest('GET', `${base}/api/ok`);
    expect(seen.map((s) => s.headers.authorization)).toEqual([undefined, undefined]);
  });

  it('always asks for credentials to be included', async () => {
    installLocalStorage();
    const { init } = await withFetchSpy(() => apiRequest('GET', `${base}/api/ok`));
    expect(init?.credentials).toBe('include');
  });

  it('turns a non-OK answer into "<status>: <body>"', async () => {
    installLocalStorage();
    const error = await captureError(apiRequest('POST', `${base}/api/bad-login`, { email: 'x', password: 'y' }));
    expect(error.message).toBe('401: {"message":"Invalid email or password"}');
  });

  it('uses the status text when the error body is empty', async () => {
    installLocalStorage();
    const error = await captureError(apiRequest('GET', `${base}/api/empty-error`));
    expect(error.message).toBe('503: Service Unavailable');
  });
});

describe('getQueryFn', () => {
  const run = async <T>(on401: 'returnNull' | 'throw', queryKey: readonly unknown[]): Promise<T> =>
    getQueryFn<T>({ on401 })({ queryKey, meta: undefined, signal: new AbortController().signal } as never);

  it('GETs the query key joined with slashes and parses JSON', async () => {
    installLocalStorage({ [AUTH_TOKEN_KEY]: 'tok-2' });
    const { result, init } = await withFetchSpy(() => run(`throw`, [`${base}/api`, 'ok']));
    expect(result).toEqual({ hello: 'world' });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe('/api/ok');
    expect(seen[0].headers.authorization).toBe('Bearer tok-2');
    expect(init?.credentials).toBe('include');
  });

  it('returns null on 401 when asked to', async () => {
    installLocalStorage();
    await expect(run('returnNull', [`${base}/api/unauthorized`])).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    installLocalStorage();
    const error = await captureError(run('throw', [`${base}/api/unauthorized`]));
    expect(error.message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
  });

  it('throws other errors even with returnNull', async () => {
    installLocalStorage();
    const error = await captureError(run('returnNull', [`${base}/api/missing`]));
    expect(error.message).toBe('404: {"message":"Not found"}');
  });
});

describe('isUnauthorizedError', () => {
  it('matches only 401 answers that say Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid email or password"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('x 401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });
});

describe('parseApiError / getApiErrorMessage', () => {
  it('reads the server message and field errors from a real answer', async () => {
    installLocalStorage();
    const error = await captureError(apiRequest('POST', `${base}/api/invalid`, {}));
    expect(parseApiError(error)).toEqual({
      status: 400,
      message: 'Password must be at least 8 characters',
      errors: { password: 'Too short' },
      body: '{"message":"Password must be at least 8 characters","errors":{"password":"Too short"}}',
    });
    expect(getApiErrorMessage(error, 'fallback')).toBe('Password must be at least 8 characters');
  });

  it('gives the fallback for non-JSON bodies and for errors that are not API answers', async () => {
    installLocalStorage();
    const htmlError = await captureError(apiRequest('GET', `${base}/api/html-error`));
    expect(parseApiError(htmlError)?.status).toBe(502);
    expect(parseApiError(htmlError)?.message).toBeNull();
    expect(getApiErrorMessage(htmlError, 'fallback')).toBe('fallback');
    expect(parseApiError(new TypeError('fetch failed'))).toBeNull();
    expect(getApiErrorMessage(new TypeError('fetch failed'), 'fallback')).toBe('fallback');
  });

  it('reads messages that span lines', () => {
    expect(parseApiError(new Error('500: line one\nline two'))?.body).toBe('line one\nline two');
  });
});
