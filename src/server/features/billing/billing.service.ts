import type { Payment } from '../../../shared/billing';
import { formatMoney } from '../../../shared/format';
import type { Db, Tx } from '../../db/client';
import { addDays, addMonths, dayStart, isoDay } from '../../lib/dates';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { billingRepository, type PaymentListRow, type PaymentRow } from './billing.repository';

/** How long each recurring type pays for. */
export const PERIOD_MONTHS = { hosting: 1, domain: 12 } as const;
/** A new website's first payments are due this many days after it is created. */
export const FIRST_PAYMENT_DUE_DAYS = 7;

export function toPayment(row: PaymentListRow): Payment {
  return {
    id: row.id,
    websiteId: row.websiteId,
    type: row.type,
    description: row.description,
    amount: formatMoney(row.amount),
    status: row.status,
    dueDate: row.dueDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  };
}

export const periodLabel = (type: 'hosting' | 'domain') => (type === 'hosting' ? 'monthly' : 'yearly');

export class BillingService {
  constructor(private readonly d: { db: Db; clock: Clock }) {}

  async list(userId: string): Promise<Payment[]> {
    return (await billingRepository.listByOwner(this.d.db, userId)).map(toPayment);
  }

  /** The owner's payments of one website (for its backup). */
  paymentsForWebsite(userId: string, websiteId: string) {
    return billingRepository.listForWebsite(this.d.db, userId, websiteId);
  }

  async getOwned(userId: string, id: string): Promise<PaymentRow> {
    const row = await billingRepository.findOwned(this.d.db, userId, id);
    if (!row) throw notFound('Payment not found');
    return row;
  }

  /**
   * A new website's first payments, in the caller's transaction: a month of hosting and a year
   * of the domain, each only when its price is above 0, due 7 days after creation.
   */
  async issueInitialPayments(
    tx: Tx,
    site: { id: string; userId: string; name: string; domain: string; hostingPrice: string; domainPrice: string; createdAt: Date },
  ) {
    const due = addDays(site.createdAt, FIRST_PAYMENT_DUE_DAYS);
    const periodStart = isoDay(site.createdAt);
    for (const type of ['hosting', 'domain'] as const) {
      const amount = type === 'hosting' ? site.hostingPrice : site.domainPrice;
      if (!(Number(amount) > 0)) continue;
      await billingRepository.insertPayment(tx, {
        userId: site.userId,
        websiteId: site.id,
        type,
        description: describe(type, site),
        amount,
        dueDate: due,
        periodStart,
        createdAt: this.d.clock.now(),
      });
    }
    await this.refreshNextPaymentDue(tx, site.id);
  }

  /** nextPaymentDue follows the earliest unpaid payment, else when the next period starts. */
  async refreshNextPaymentDue(tx: Tx, websiteId: string) {
    const { earliestUnpaid, periods } = await billingRepository.dueSummary(tx, websiteId);
    let next: Date | null = earliestUnpaid;
    if (!next) {
      for (const p of periods) {
        if (!p.latest) continue;
        const end = addMonths(dayStart(p.latest), PERIOD_MONTHS[p.type as 'hosting' | 'domain']);
        if (!next || end < next) next = end;
      }
    }
    await billingRepository.setNextPaymentDue(tx, websiteId, next);
  }
}

export function describe(type: 'hosting' | 'domain', site: { name: string; domain: string }) {
  return type === 'hosting' ? `Hosting: ${site.name} (${periodLabel(type)})` : `Domain: ${site.domain} (${periodLabel(type)})`;
}
