/**
 * The id of the <script type="application/json"> block in which the server writes the studio's public
 * settings (GET /api/config's answer) into every page it serves the SPA as; the client reads it before its
 * first render. A module of its own: the client's entry must not import zod through shared/config.ts.
 */
export const EMBEDDED_CONFIG_ID = 'portal-config';

/**
 * <meta name="portal-session" content="none">: the page was asked for without a session cookie. With no
 * stored token either, the visitor is signed out and the client need not ask GET /api/auth/user.
 */
export const SESSION_HINT_META = 'portal-session';
