/**
 * The browser-side session keys the spec names. The HttpOnly cookie is what the browser really relies on;
 * the stored token keeps the spec's Bearer behaviour for the request helper.
 */
export const AUTH_TOKEN_KEY = 'auth_token';
/** Key kept by the external identity provider integration; read when no auth_token is stored. */
export const OIDC_TOKEN_KEY = 'oidc_token';
export const USER_ID_KEY = 'user_id';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

export function getStoredToken(): string | null {
  const s = storage();
  if (!s) return null;
  try {
    return s.getItem(AUTH_TOKEN_KEY) || s.getItem(OIDC_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, userId: string): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(AUTH_TOKEN_KEY, token);
    s.setItem(USER_ID_KEY, userId);
  } catch {
    // Quota or privacy mode: the session cookie still signs the user in.
  }
}

export function clearSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of [AUTH_TOKEN_KEY, OIDC_TOKEN_KEY, USER_ID_KEY]) {
    try {
      s.removeItem(key);
    } catch {
      // ignore
    }
  }
}
