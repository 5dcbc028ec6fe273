import { billingDueLabel, daysUntilDue, fromCents, isOutstanding, paymentTypeLabel, toCents } from '../../../shared/billing';
import type { ChangeRequest } from '../../../shared/change-requests';
import type { Payment } from '../../../shared/billing';
import type { ServiceOrder } from '../../../shared/orders';
import type { Website } from '../../../shared/websites';
import type { AppContext } from '../../context';
import type { AnalyticsRow } from '../analytics/analytics.service';

/** Everything the assistant may say about one client: read through the same services the API uses. */
export interface ClientFacts {
  now: Date;
  firstName: string | null;
  twoFactorEnabled: boolean;
  studio: { name: string; email: string; phone: string | null };
  websites: (Website & { last30: AnalyticsRow[]; last7: AnalyticsRow[]; previous7: AnalyticsRow[]; lastBackup: { createdAt: string; size: string; status: string } | null })[];
  payments: Payment[];
  changeRequests: ChangeRequest[];
  orders: ServiceOrder[];
}

export async function gatherFacts(ctx: AppContext, userId: string): Promise<ClientFacts> {
  const { auth, websites, billing, changeRequests, orders, analytics } = ctx.services;
  const now = ctx.clock.now();
  const [user, sites, payments, requests, orderList] = await Promise.all([
    auth.findUser(userId),
    websites.list(userId),
    billing.list(userId),
    changeRequests.list(userId),
    orders.list(userId),
  ]);
  const withFigures = await Promise.all(
    sites.map(async (site) => {
      const [last30, history] = await Promise.all([analytics.range(userId, site.id, 30), websites.history(userId, site.id)]);
      const cut = (from: number, to: number) => last30.filter((r) => { const age = Math.round((now.getTime() - Date.parse(`${r.date}T00:00:00Z`)) / 86_400_000); return age >= from && age < to; });
      return { ...site, last30, last7: cut(0, 7), previous7: cut(7, 14), lastBackup: history[0] ?? null };
    }),
  );
  return {
    now,
    firstName: user?.firstName ?? null,
    twoFactorEnabled: user?.twoFactorEnabled ?? false,
    studio: { name: ctx.config.STUDIO_NAME, email: ctx.config.STUDIO_CONTACT_EMAIL, phone: ctx.config.STUDIO_CONTACT_PHONE ?? null },
    websites: withFigures,
    payments,
    changeRequests: requests,
    orders: orderList,
  };
}

export const money = (amount: string) => `$${fromCents(toCents(amount))}`;

/** Payments due as the Billing screen describes them: outstanding ones, soonest first. */
export function paymentsDue(facts: ClientFacts) {
  const due = facts.payments
    .filter((p) => isOutstanding(p) || p.status === 'failed')
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
  const total = fromCents(due.reduce((n, p) => n + toCents(p.amount), 0));
  return {
    total,
    items: due.map((p) => {
      const days = daysUntilDue(p.dueDate, facts.now);
      const label = billingDueLabel(days)?.text ?? `due ${p.dueDate.slice(0, 10)}`;
      return { payment: p, line: `${p.description} (${paymentTypeLabel(p.type)}): ${money(p.amount)}, ${label.charAt(0).toLowerCase()}${label.slice(1)}` };
    }),
  };
}
