import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type AuditAction, type AuditEvent, type AuditPage, type AuditQuery, decodeAuditCursor, encodeAuditCursor } from '../../../shared/audit';
import type { Db, Tx } from '../../db/client';
import { afterCommit } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { type AuditRow, auditRepository } from './audit.repository';

/** Who did it and from where; every part may be unknown (a job, the command line, a failed sign-in). */
export interface AuditActor {
  id?: string | null;
  email?: string | null;
  ip?: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  actor?: AuditActor | null;
  target?: { type: string; id: string | null } | null;
  details?: Record<string, unknown>;
}

/** The signed-in caller of a request (or nobody) and the address it came from. */
export function actorOf(request: FastifyRequest, session?: { user: { id: string; email: string } } | null): AuditActor {
  return { id: session?.user.id ?? null, email: session?.user.email ?? null, ip: request.ip ?? null };
}

// Keys whose values are secrets or card data: dropped from details wherever they appear.
const SECRET_KEY = /pass(word|phrase)?|token|secret|hash|cvc|cvv|authorization|cookie|^code$|^number$|card_?number|^pan$|recovery/i;
const MAX_STRING = 500;
const MAX_ITEMS = 50;

/** A copy of details without secrets, bounded in depth and size, that JSON can hold. */
export function scrubDetails(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= 4 || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => scrubDetails(v, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>).slice(0, MAX_ITEMS)) {
    if (SECRET_KEY.test(key)) continue;
    const clean = scrubDetails(v, depth + 1);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    details: row.details,
  };
}

/**
 * The audit trail: each event is a row in audit_events (in the caller's transaction when given,
 * so it commits or rolls back with what it describes) and a structured log line (written once that
 * transaction has committed, when it was opened with db/transaction.ts).
 */
export class AuditService {
  constructor(private readonly d: { db: Db; clock: Clock; log: FastifyBaseLogger }) {}

  async record(entry: AuditEntry, tx?: Tx): Promise<void> {
    const row = {
      at: this.d.clock.now(),
      actorId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ? entry.actor.email.slice(0, 320) : null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      ip: entry.actor?.ip ?? null,
      details: (scrubDetails(entry.details ?? {}) ?? {}) as Record<string, unknown>,
    };
    const { at: _at, ...logged } = row;
    const log = () => this.d.log.info({ audit: logged }, `audit ${entry.action}`);
    if (tx) {
      // Part of the caller's write: a failure here undoes that write too, and the log line waits for
      // the commit, so a write that rolled back leaves no line behind.
      await auditRepository.insert(tx, row);
      afterCommit(tx, log);
      return;
    }
    try {
      await auditRepository.insert(this.d.db, row);
    } catch (err) {
      // An event with no transaction of its own (a refused sign-in) still answers as it should;
      // the log line below keeps the event.
      this.d.log.error({ err: { message: (err as Error).message }, audit: logged }, 'could not store an audit event');
    }
    log();
  }

  /** Newest first, `limit` at a time; `nextCursor` continues after the last event of this page. */
  async list(q: AuditQuery): Promise<AuditPage> {
    const rows = await auditRepository.page(this.d.db, {
      limit: q.limit + 1,
      action: q.action,
      before: q.before ? decodeAuditCursor(q.before) : undefined,
    });
    const events = rows.slice(0, q.limit);
    const last = events.at(-1);
    return {
      events: events.map(toAuditEvent),
      nextCursor: rows.length > q.limit && last ? encodeAuditCursor(last.at, last.id) : null,
    };
  }
}
