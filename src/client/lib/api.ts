import type { QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '@shared/errors';
import { getStoredToken } from './auth-storage';

/** Headers every request carries: the bearer token when one is stored. */
function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Any non-OK answer becomes `Error("<status>: <body text or status text>")` (SPEC section 8). */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let text = '';
  try {
    text = await res.text();
  } catch {
    // Body could not be read; fall back to the status text.
  }
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/** The spec's shared request helper: JSON body when given, bearer token when stored, cookies always. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...authHeaders() },
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the query key joined with '/', parses JSON; on 401 returns null or throws as asked. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { headers: authHeaders(), credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) {
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** An error from a 401 answer that says Unauthorized: the session has expired. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export interface ApiError {
  status: number;
  /** The server's `message`, when the body was the JSON error shape. */
  message: string | null;
  /** Field messages from a validation answer. */
  errors: Record<string, string>;
  /** The raw body text (or status text). */
  body: string;
}

/** Reads an error thrown by apiRequest/getQueryFn back into its status and the server's JSON body. */
export function parseApiError(error: unknown): ApiError | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  const status = Number(match[1]);
  const body = match[2];
  let message: string | null = null;
  let errors: Record<string, string> = {};
  try {
    const parsed = JSON.parse(body) as Partial<ApiErrorBody> | null;
    if (parsed && typeof parsed === 'object') {
      if (typeof parsed.message === 'string' && parsed.message.trim()) message = parsed.message;
      if (parsed.errors && typeof parsed.errors === 'object') {
        errors = Object.fromEntries(
          Object.entries(parsed.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        );
      }
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML page): no server message.
  }
  return { status, message, errors, body };
}

/** The server's message from an API error, or the fallback when there is none (network failure, non-JSON). */
export function getApiErrorMessage(error: unknown, fallback: string): string {
  return parseApiError(error)?.message ?? fallback;
}
