import { type AuditAction, auditActionLabels, type AuditEvent } from '@shared/audit';
import { orderStatusInfo, type OrderStatus } from '@shared/orders';
import { statusLabel as changeRequestStatusLabel } from '@/features/change-requests/lib/change-request-display';

/** The page size the Audit Log asks for. */
export const AUDIT_PAGE_SIZE = 50;

/** GET /api/admin/audit for one page: the filter and the cursor of the page before, when any. */
export function auditUrl(action: AuditAction | '', before: string | null, limit = AUDIT_PAGE_SIZE): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (action) params.set('action', action);
  if (before) params.set('before', before);
  return `/api/admin/audit?${params}`;
}

export const auditActionOptions: { value: AuditAction | ''; label: string }[] = [
  { value: '', label: 'All actions' },
  ...(Object.entries(auditActionLabels) as [AuditAction, string][]).map(([value, label]) => ({ value, label })),
];

export const actionLabel = (action: string) => auditActionLabels[action as AuditAction] ?? action;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

/** Who did it: the account's e-mail, the command line, or the system (jobs, webhooks). */
export function auditWho(event: AuditEvent): string {
  if (event.actorEmail) return event.actorEmail;
  if (event.details.via === 'cli') return text(event.details.osUser) ? `Command line (${event.details.osUser})` : 'Command line';
  return event.actorId ? 'Deleted account' : 'System';
}

const targetKinds: Record<string, string> = {
  user: 'Account',
  payment: 'Payment',
  service_order: 'Order',
  change_request: 'Change request',
  website: 'Website',
};

/** What it was done to: the kind of record and its name when the event kept one, else a short id. */
export function auditTarget(event: AuditEvent): string {
  if (!event.targetType) return '—';
  const kind = targetKinds[event.targetType] ?? event.targetType;
  const d = event.details;
  const name = text(d.title) ?? text(d.domain) ?? text(d.description) ?? text(d.email) ?? (event.targetType === 'user' ? event.actorEmail : null);
  if (name) return `${kind}: ${name}`;
  return event.targetId ? `${kind} ${event.targetId.slice(0, 8)}` : kind;
}

const statusLabel = (action: string, status: unknown) =>
  action.startsWith('order.') ? (orderStatusInfo[status as OrderStatus]?.label ?? String(status)) : changeRequestStatusLabel(String(status));

/** One line on what changed, when the event says more than its action. */
export function auditSummary(event: AuditEvent): string | null {
  const d = event.details;
  const parts: string[] = [];
  if (d.from !== undefined && d.to !== undefined && d.from !== d.to) parts.push(`${statusLabel(event.action, d.from)} → ${statusLabel(event.action, d.to)}`);
  if (typeof d.amount === 'string') parts.push(`$${d.amount}`);
  if (text(d.method)) parts.push(`via ${String(d.method).replace('two_factor', 'two-factor code').replace('oidc', 'hosted sign-in')}`);
  if (text(d.reason)) parts.push(String(d.reason).replaceAll('_', ' '));
  if (text(d.adminNotes)) parts.push(`Notes: ${d.adminNotes}`);
  if (typeof d.files === 'number') parts.push(`${d.files} file${d.files === 1 ? '' : 's'}`);
  if (d.automatic === true) parts.push('automatic charge');
  return parts.length ? parts.join(' · ') : null;
}

/** Date and time to the second, in the viewer's locale. */
export function formatAuditTime(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });
}
