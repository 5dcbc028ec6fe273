import { type CheckoutParsed, depositOf, orderPrice, orderStatusInfo, type OrderStatus, type ServiceOrder } from '../../../shared/orders';
import { findService } from '../../../shared/catalogue';
import { fromCents, toCents } from '../../../shared/billing';
import { formatMoney } from '../../../shared/format';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addDays } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { billingRepository, type PaymentRow } from '../billing/billing.repository';
import type { CardPaymentsService } from '../billing/card-payments.service';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { type OrderWithDeposit, ordersRepository } from './orders.repository';
import { transaction } from '../../db/transaction';

const DEPOSIT_DUE_DAYS = 7;
const BALANCE_DUE_DAYS = 14;

export function toOrder(row: OrderWithDeposit): ServiceOrder {
  const req = row.requirements;
  return {
    id: row.id,
    title: row.title,
    serviceType: row.serviceType,
    description: row.description,
    price: formatMoney(row.price),
    depositAmount: formatMoney(row.depositAmount ?? depositOf(formatMoney(row.price))),
    depositPaymentId: row.depositPaymentId,
    status: row.status as OrderStatus,
    // The deposit's own status is the order's payment status: one source of truth.
    paymentStatus: (row.depositStatus ?? row.paymentStatus) as ServiceOrder['paymentStatus'],
    createdAt: row.createdAt.toISOString(),
    estimatedDelivery: row.estimatedDelivery ? row.estimatedDelivery.toISOString() : null,
    requirements: {
      timeline: req.timeline,
      budget: req.budget,
      additionalRequirements: req.additionalRequirements ?? '',
      contactEmail: req.contactEmail,
      companyName: req.companyName ?? '',
    },
  };
}

export class OrdersService {
  constructor(private readonly d: { db: Db; clock: Clock; cards: CardPaymentsService; notifications: NotificationsService; audit: AuditService }) {}

  async list(userId: string): Promise<ServiceOrder[]> {
    return (await ordersRepository.listByOwner(this.d.db, userId)).map(toOrder);
  }

  /**
   * A new order priced by the server (a price sent by the client is ignored), with its 50% deposit
   * issued as a payment in the same transaction, and a card intent for that deposit.
   */
  async create(userId: string, input: CheckoutParsed): Promise<{ order: ServiceOrder; clientSecret: string }> {
    const service = findService(input.serviceType);
    if (!service) throw badRequest('Unknown service', { serviceType: 'Unknown service' });
    const price = orderPrice(service.price, input.requirements.timeline);
    const deposit = depositOf(price);
    const now = this.d.clock.now();
    const order = await transaction(this.d.db, async (tx) => {
      const payment = await billingRepository.insertPayment(tx, {
        userId,
        type: 'other',
        description: `50% deposit: ${input.title}`,
        amount: deposit,
        dueDate: addDays(now, DEPOSIT_DUE_DAYS),
        createdAt: now,
      });
      const row = await ordersRepository.insert(tx, {
        userId,
        title: input.title,
        serviceType: service.id,
        description: input.description,
        price,
        status: 'pending',
        paymentStatus: 'pending',
        requirements: input.requirements,
        depositPaymentId: payment!.id,
        estimatedDelivery: addDays(now, service.deliveryDays),
        createdAt: now,
        updatedAt: now,
      });
      return { ...row, depositStatus: payment!.status, depositAmount: payment!.amount };
    });
    const { clientSecret } = await this.d.cards.createIntent(userId, { paymentId: order.depositPaymentId!, amount: deposit });
    return { order: toOrder(order), clientSecret };
  }

  /** A paid deposit moves its order from pending to requirements gathering. */
  async onPaymentPaid(payment: PaymentRow): Promise<void> {
    const order = await ordersRepository.findByDeposit(this.d.db, payment.id);
    if (!order || order.status !== 'pending') return;
    await ordersRepository.update(this.d.db, order.id, { paymentStatus: 'paid', status: 'requirements_gathering', updatedAt: this.d.clock.now() });
    await this.notifyStage(order.userId, order.title, 'requirements_gathering');
  }

  async listAll() {
    const rows = await ordersRepository.listAll(this.d.db);
    return rows.map((r) => ({ ...toOrder(r), client: r.client }));
  }

  /** Admin: moves an order to a stage; the client is told; completion issues the remaining 50% once. */
  async adminUpdate(id: string, input: { status: OrderStatus; estimatedDelivery?: string | null }, by: AuditActor | null = null): Promise<ServiceOrder> {
    const current = await ordersRepository.findWithDeposit(this.d.db, id);
    if (!current) throw notFound('Order not found');
    const now = this.d.clock.now();
    let balancePaymentId: string | undefined;
    await transaction(this.d.db, async (tx) => {
      await ordersRepository.update(tx, id, {
        status: input.status,
        ...(input.estimatedDelivery !== undefined ? { estimatedDelivery: input.estimatedDelivery ? new Date(input.estimatedDelivery) : null } : {}),
        updatedAt: now,
      });
      if (input.status === 'completed' && !current.balancePaymentId) {
        const balance = fromCents(toCents(formatMoney(current.price)) - toCents(current.depositAmount ?? depositOf(formatMoney(current.price))));
        const payment = await billingRepository.insertPayment(tx, {
          userId: current.userId,
          type: 'other',
          description: `Remaining 50%: ${current.title}`,
          amount: balance,
          dueDate: addDays(now, BALANCE_DUE_DAYS),
          createdAt: now,
        });
        if (!(await ordersRepository.claimBalance(tx, id, payment!.id))) throw new Error('balance already issued');
        balancePaymentId = payment!.id;
      }
      const delivery = input.estimatedDelivery === undefined ? undefined : input.estimatedDelivery ? new Date(input.estimatedDelivery).toISOString() : null;
      const deliveryChanged = delivery !== undefined && delivery !== (current.estimatedDelivery?.toISOString() ?? null);
      if (input.status === current.status && !deliveryChanged) return;
      await this.d.audit.record(
        {
          action: input.status !== current.status ? 'order.stage_changed' : 'order.updated',
          actor: by,
          target: { type: 'service_order', id },
          details: {
            title: current.title,
            clientId: current.userId,
            from: current.status,
            to: input.status,
            ...(deliveryChanged ? { estimatedDelivery: delivery } : {}),
            ...(balancePaymentId ? { balancePaymentId } : {}),
          },
        },
        tx,
      );
    });
    if (input.status !== current.status) await this.notifyStage(current.userId, current.title, input.status);
    return toOrder((await ordersRepository.findWithDeposit(this.d.db, id))!);
  }

  private async notifyStage(userId: string, title: string, status: OrderStatus) {
    const label = orderStatusInfo[status].label;
    const extra = status === 'completed' ? ' The remaining 50% is now in Billing.' : '';
    await this.d.notifications.notify(userId, 'order_update', `Order update: ${label}`, `Your order "${title}" is now at: ${label}.${extra}`);
  }
}
