import { z } from 'zod';

/** Every action the audit trail records, with the label the Admin Panel shows for it. */
export const auditActionLabels = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.two_factor_failed': 'Two-factor code refused',
  'auth.signed_up': 'Signed up',
  'auth.two_factor_enabled': 'Two-factor turned on',
  'auth.two_factor_disabled': 'Two-factor turned off',
  'user.created': 'Account created (command line)',
  'user.role_changed': 'Role changed',
  'user.password_reset': 'Password reset (command line)',
  'payment.succeeded': 'Payment succeeded',
  'payment.failed': 'Payment failed',
  'payment.duplicate_refunded': 'Second payment refunded',
  'order.stage_changed': 'Order stage changed',
  'order.updated': 'Order updated',
  'change_request.status_changed': 'Change request status changed',
  'change_request.notes_updated': 'Change request notes updated',
  'website.files_uploaded': 'Website files uploaded',
} as const;

export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

/** An opaque keyset cursor: the last event's time (ms) and id, newest first. */
const CURSOR = /^\d{1,15}_\d{1,15}$/;

/** GET /api/admin/audit's query string. */
export const auditQuerySchema = z.object({
  before: z.string().regex(CURSOR, 'before must be a nextCursor from an earlier page').optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .max(AUDIT_PAGE_MAX, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .default(AUDIT_PAGE_DEFAULT),
  action: z.enum(auditActions, { error: 'Unknown action' }).optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditEvent {
  /** Increases as events are written. */
  id: number;
  at: string;
  actorId: string | null;
  /** The actor's e-mail when the event happened (or the e-mail a failed sign-in tried). */
  actorEmail: string | null;
  action: AuditAction;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export interface AuditPage {
  events: AuditEvent[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export const encodeAuditCursor = (at: Date, id: number) => `${at.getTime()}_${id}`;

export function decodeAuditCursor(cursor: string): { at: Date; id: number } {
  const [at, id] = cursor.split('_').map(Number);
  return { at: new Date(at), id };
}
