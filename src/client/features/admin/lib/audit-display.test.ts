import { describe, expect, it } from 'vitest';
import { auditActionLabels, type AuditEvent, auditQuerySchema } from '@shared/audit';
import { routeMeta } from '@/app/route-meta';
import { actionLabel, auditActionOptions, auditSummary, auditTarget, auditUrl, auditWho } from './audit-display';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: '2026-11-20T09:30:00.000Z',
  actorId: null,
  actorEmail: null,
  action: 'auth.sign_in',
  targetType: null,
  targetId: null,
  ip: null,
  details: {},
  ...over,
});

describe('audit log display', () => {
  it('asks for a page with the filter and the cursor, which the server accepts', () => {
    expect(auditUrl('', null)).toBe('/api/admin/audit?limit=50');
    const url = auditUrl('payment.failed', '1795313140132_42', 20);
    expect(url).toBe('/api/admin/audit?limit=20&action=payment.failed&before=1795313140132_42');
    const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
    expect(auditQuerySchema.safeParse(query).success).toBe(true);
  });

  it('titles its screen', () => {
    expect(routeMeta('/admin/audit', 'Acme').title).toBe('Audit Log | Acme');
  });

  it('offers every action once, after All actions', () => {
    expect(auditActionOptions[0]).toEqual({ value: '', label: 'All actions' });
    expect(auditActionOptions.slice(1).map((o) => o.value)).toEqual(Object.keys(auditActionLabels));
    expect(actionLabel('order.stage_changed')).toBe('Order stage changed');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names who did it: the e-mail, the command line, the system or a deleted account', () => {
    expect(auditWho(event({ actorId: 'u1', actorEmail: 'a@example.com' }))).toBe('a@example.com');
    expect(auditWho(event({ details: { via: 'cli', osUser: 'olga' } }))).toBe('Command line (olga)');
    expect(auditWho(event({}))).toBe('System');
  });

  it('names the target by what the event kept, else a short id', () => {
    expect(auditTarget(event({ targetType: 'service_order', targetId: 'o1', details: { title: 'New logo' } }))).toBe('Order: New logo');
    expect(auditTarget(event({ targetType: 'website', targetId: 'w1', details: { domain: 'bea.example' } }))).toBe('Website: bea.example');
    expect(auditTarget(event({ targetType: 'payment', targetId: '0123456789abcdef' }))).toBe('Payment 01234567');
    expect(auditTarget(event({ targetType: 'user', targetId: 'u1', actorEmail: 'a@example.com' }))).toBe('Account: a@example.com');
    expect(auditTarget(event({}))).toBe('—');
  });

  it('sums up what changed with the screens\' labels', () => {
    expect(auditSummary(event({ action: 'order.stage_changed', details: { from: 'pending', to: 'design_phase' } }))).toBe('Pending Payment → Design Phase');
    expect(auditSummary(event({ action: 'change_request.status_changed', details: { from: 'pending', to: 'in_progress', adminNotes: 'Soon' } }))).toBe('Pending → In Progress · Notes: Soon');
    expect(auditSummary(event({ action: 'payment.failed', details: { amount: '12.50', reason: 'Your card was declined.' } }))).toBe('$12.50 · Your card was declined.');
    expect(auditSummary(event({ action: 'auth.sign_in', details: { method: 'two_factor' } }))).toBe('via two-factor code');
    expect(auditSummary(event({ action: 'auth.sign_in_failed', details: { reason: 'wrong_password' } }))).toBe('wrong password');
    expect(auditSummary(event({}))).toBeNull();
  });
});
