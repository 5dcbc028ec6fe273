import type { AuditEvent } from '@shared/audit';
import { actionLabel, auditSummary, auditTarget, auditWho, formatAuditTime } from '../lib/audit-display';

const COLUMNS = ['When', 'Who', 'Action', 'Target', 'IP address'];

/** The audit events as a table: one row per event, newest first. */
export function AuditLogTable({ events, labelledBy }: { events: AuditEvent[]; labelledBy: string }) {
  return (
    // The table scrolls sideways on narrow screens; the region is focusable so keyboards can scroll it.
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <table aria-labelledby={labelledBy} className="w-full min-w-[48rem] text-sm">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="whitespace-nowrap px-3 py-2 font-medium first:pl-0">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((e) => {
            const summary = auditSummary(e);
            const failed = e.action.endsWith('_failed') || e.action === 'payment.failed';
            return (
              <tr key={e.id} className="border-b border-border/60 align-top last:border-0">
                <td className="whitespace-nowrap py-2.5 pr-3 tabular-nums text-muted-foreground">
                  <time dateTime={e.at}>{formatAuditTime(e.at)}</time>
                </td>
                <td className="max-w-56 px-3 py-2.5 break-words">{auditWho(e)}</td>
                <th scope="row" className="px-3 py-2.5 text-left font-medium">
                  <span className={failed ? 'text-red-300' : undefined}>{actionLabel(e.action)}</span>
                  {summary && <span className="mt-0.5 block text-xs font-normal text-muted-foreground break-words">{summary}</span>}
                </th>
                <td className="max-w-64 px-3 py-2.5 break-words">{auditTarget(e)}</td>
                <td className="whitespace-nowrap px-3 py-2.5 font-mono text-xs text-muted-foreground">{e.ip ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
