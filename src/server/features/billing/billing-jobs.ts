import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { daysUntilDue } from '../../../shared/billing';
import { formatMoney } from '../../../shared/format';
import type { Db } from '../../db/client';
import { paymentMethods, paymentReminders, payments, websites } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { addDays, addMonths, dayStart, DAY_MS, isoDay } from '../../lib/dates';
import type { Job } from '../../jobs/job';
import type { NotificationsService } from '../notifications/notifications.service';
import { billingRepository } from './billing.repository';
import { type BillingService, describe, FIRST_PAYMENT_DUE_DAYS, PERIOD_MONTHS } from './billing.service';
import type { CardPaymentsService } from './card-payments.service';

const RENEW_BEFORE_DAYS = 14;
/** How many days before due each reminder goes out. */
const REMINDER_DAYS = { '7_days': 7, '3_days': 3, '1_day': 1 } as const;
const SUSPEND_AFTER_DAYS = 14;
/** Days to wait after each failed automatic charge: retries fall 1, 3 and 7 days after the first. */
const RETRY_WAIT_DAYS = [1, 2, 4];
const UNPAID = ['pending', 'failed', 'overdue'] as const;
const money = (amount: string) => `$${formatMoney(amount)}`;

export class BillingJobs {
  constructor(
    private readonly d: { db: Db; clock: Clock; billing: BillingService; cards: CardPaymentsService; notifications: NotificationsService },
  ) {}

  /** In the order they must run; each job is isolated by the runner. */
  jobs(): Job[] {
    return [
      { name: 'billing.renewals', run: () => this.issueRenewals() },
      { name: 'billing.auto-charge', run: () => this.autoCharge() },
      { name: 'billing.overdue', run: () => this.markOverdue() },
      { name: 'billing.reminders', run: () => this.sendReminders() },
      { name: 'billing.suspend', run: () => this.suspendForNonPayment() },
      { name: 'billing.reactivate', run: () => this.reactivate() },
    ];
  }

  /** The next hosting month / domain year, 14 days before the paid one ends; once per period (unique key). */
  async issueRenewals(): Promise<number> {
    const now = this.d.clock.now();
    let issued = 0;
    for (const site of await billingRepository.liveWebsitesWithPrices(this.d.db)) {
      if (site.status === 'suspended' && site.suspendedReason !== 'non-payment') continue;
      const { periods } = await billingRepository.dueSummary(this.d.db, site.id);
      for (const type of ['hosting', 'domain'] as const) {
        const amount = type === 'hosting' ? site.hostingPrice : site.domainPrice;
        if (!(Number(amount) > 0)) continue;
        const latest = periods.find((p) => p.type === type)?.latest;
        const next: { start: Date; due: Date }[] = [];
        if (!latest) {
          // Priced after creation: the first period starts now.
          next.push({ start: dayStart(isoDay(now)), due: addDays(now, FIRST_PAYMENT_DUE_DAYS) });
        } else {
          let start = addMonths(dayStart(latest), PERIOD_MONTHS[type]);
          while (now.getTime() >= start.getTime() - RENEW_BEFORE_DAYS * DAY_MS) {
            next.push({ start, due: start });
            start = addMonths(start, PERIOD_MONTHS[type]);
          }
        }
        for (const p of next) {
          const row = await billingRepository.insertPayment(this.d.db, {
            userId: site.userId,
            websiteId: site.id,
            type,
            description: describe(type, site),
            amount,
            dueDate: p.due,
            periodStart: isoDay(p.start),
            createdAt: now,
          });
          if (row) issued++;
        }
      }
      await this.d.billing.refreshNextPaymentDue(this.d.db, site.id);
    }
    return issued;
  }

  /** Due payments of clients with a saved card are charged; a failure is retried after 1, 3 and 7 days, then left. */
  async autoCharge(): Promise<number> {
    const now = this.d.clock.now();
    const due = await this.d.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, UNPAID),
          lt(payments.dueDate, new Date(now.getTime() + 1)),
          lt(payments.autoChargeFailures, RETRY_WAIT_DAYS.length + 1),
          or(isNull(payments.nextAutoChargeAt), lt(payments.nextAutoChargeAt, new Date(now.getTime() + 1))),
          sql`exists (select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${payments.userId})`,
        ),
      );
    let charged = 0;
    for (const payment of due) {
      // Claim it, so a concurrent run cannot charge the same payment.
      const [claimed] = await this.d.db
        .update(payments)
        .set({ nextAutoChargeAt: new Date(now.getTime() + DAY_MS / 2) })
        .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid'), or(isNull(payments.nextAutoChargeAt), lt(payments.nextAutoChargeAt, new Date(now.getTime() + 1)))))
        .returning();
      if (!claimed) continue;
      const result = await this.d.cards.chargeSavedCard(claimed, claimed.autoChargeFailures + 1);
      if (result.ok) {
        charged++;
        continue;
      }
      if (result.noCard) {
        await this.d.db.update(payments).set({ nextAutoChargeAt: null }).where(eq(payments.id, payment.id));
        continue;
      }
      const failures = claimed.autoChargeFailures + 1;
      const wait = RETRY_WAIT_DAYS[failures - 1];
      await this.d.db
        .update(payments)
        .set({ autoChargeFailures: failures, nextAutoChargeAt: wait ? addDays(now, wait) : null })
        .where(eq(payments.id, payment.id));
      await this.d.notifications.notify(
        payment.userId,
        'payment_failed',
        wait ? 'Automatic payment failed' : 'Automatic payment stopped',
        wait
          ? `We could not charge your saved card ${money(payment.amount)} for ${payment.description}: ${result.message} We will try again in ${wait} day${wait === 1 ? '' : 's'}.`
          : `We could not charge your saved card ${money(payment.amount)} for ${payment.description} after ${failures} attempts: ${result.message} Please pay it from Billing.`,
      );
    }
    return charged;
  }

  async markOverdue(): Promise<number> {
    return (await billingRepository.markOverdue(this.d.db, this.d.clock.now())).length;
  }

  /**
   * 7, 3 and 1 days before due (each only when the payment existed by then) and once overdue; at most one
   * reminder (a digest) a day per client.
   */
  async sendReminders(): Promise<number> {
    const now = this.d.clock.now();
    const today = isoDay(now);
    const byUser = new Map<string, { paymentId: string; kind: '7_days' | '3_days' | '1_day' | 'overdue'; line: string }[]>();
    const unpaid = await billingRepository.unpaid(this.d.db);
    const sent = unpaid.length
      ? await this.d.db.select().from(paymentReminders).where(inArray(paymentReminders.paymentId, unpaid.map((p) => p.id)))
      : [];
    const sentKey = new Set(sent.map((r) => `${r.paymentId}:${r.kind}`));
    const remindedToday = new Set(
      (await this.d.db.select({ userId: paymentReminders.userId }).from(paymentReminders).where(eq(paymentReminders.sentOn, today))).map((r) => r.userId),
    );
    for (const p of unpaid) {
      if (remindedToday.has(p.userId)) continue;
      const days = daysUntilDue(p.dueDate, now);
      const kind = days < 0 ? 'overdue' : days <= 1 ? '1_day' : days <= 3 ? '3_days' : days <= 7 ? '7_days' : null;
      if (!kind || sentKey.has(`${p.id}:${kind}`)) continue;
      // A payment issued inside a reminder's window (a new website's first bill, due in 7 days) skips that
      // reminder: the bill on Billing is the notice; the next threshold reminds.
      if (kind !== 'overdue' && p.createdAt.getTime() >= p.dueDate.getTime() - REMINDER_DAYS[kind] * DAY_MS) continue;
      const when = days < 0 ? `was due ${p.dueDate.toISOString().slice(0, 10)} and is overdue` : days === 0 ? 'is due today' : `is due in ${days} day${days === 1 ? '' : 's'} (${p.dueDate.toISOString().slice(0, 10)})`;
      const list = byUser.get(p.userId) ?? [];
      list.push({ paymentId: p.id, kind, line: `- ${p.description}: ${money(p.amount)} ${when}` });
      byUser.set(p.userId, list);
    }
    for (const [userId, items] of byUser) {
      const overdue = items.some((i) => i.kind === 'overdue');
      await this.d.db
        .insert(paymentReminders)
        .values(items.map((i) => ({ paymentId: i.paymentId, userId, kind: i.kind, sentOn: today, createdAt: now })))
        .onConflictDoNothing();
      await this.d.notifications.notify(
        userId,
        overdue ? 'payment_overdue' : 'payment_reminder',
        overdue ? 'Payment overdue' : 'Payment reminder',
        `${items.length === 1 ? 'A payment needs' : `${items.length} payments need`} your attention:\n${items.map((i) => i.line).join('\n')}\nPay from Billing, or save a card for automatic renewals.`,
      );
    }
    return byUser.size;
  }

  /** Websites with a payment more than 14 days overdue are suspended for non-payment. */
  async suspendForNonPayment(): Promise<number> {
    const cutoff = new Date(this.d.clock.now().getTime() - SUSPEND_AFTER_DAYS * DAY_MS);
    const suspended = await this.d.db
      .update(websites)
      .set({ status: 'suspended', suspendedReason: 'non-payment' })
      .where(
        and(
          isNull(websites.deletedAt),
          ne(websites.status, 'suspended'),
          sql`exists (select 1 from ${payments} where ${payments.websiteId} = ${websites.id} and ${payments.status} in ('pending', 'failed', 'overdue') and ${payments.dueDate} < ${cutoff})`,
        ),
      )
      .returning();
    for (const site of suspended) {
      await this.d.notifications.notify(site.userId, 'website_suspended', 'Website suspended', `${site.name} (${site.domain}) is suspended because a payment is more than ${SUSPEND_AFTER_DAYS} days overdue. Pay from Billing and it comes back at once.`);
    }
    return suspended.length;
  }

  /** Websites suspended for non-payment come back once nothing of theirs is overdue. */
  async reactivate(websiteId?: string): Promise<number> {
    const now = this.d.clock.now();
    const back = await this.d.db
      .update(websites)
      .set({ status: 'active', suspendedReason: null })
      .where(
        and(
          eq(websites.status, 'suspended'),
          eq(websites.suspendedReason, 'non-payment'),
          isNull(websites.deletedAt),
          websiteId ? eq(websites.id, websiteId) : undefined,
          sql`not exists (select 1 from ${payments} where ${payments.websiteId} = ${websites.id} and ${payments.status} in ('pending', 'failed', 'overdue') and ${payments.dueDate} < ${now})`,
        ),
      )
      .returning();
    for (const site of back) {
      await this.d.notifications.notify(site.userId, 'website_reactivated', 'Website reactivated', `${site.name} (${site.domain}) is active again. Thank you for your payment.`);
    }
    return back.length;
  }
}
