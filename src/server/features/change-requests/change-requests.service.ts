import type { AdminChangeRequest, ChangeRequest, ChangeRequestStatus } from '../../../shared/change-requests';
import { DEFAULT_COST, MAX_ATTACHMENTS } from '../../../shared/change-requests';
import type { changeRequestInputSchema } from '../../../shared/change-requests';
import { formatMoney } from '../../../shared/format';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { addDays } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { AuthService } from '../auth/auth.service';
import { billingRepository } from '../billing/billing.repository';
import type { BillingService } from '../billing/billing.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { objectKeyOf, UPLOAD_PATH } from '../uploads/uploads.service';
import { type AttachmentRow, uploadsRepository } from '../uploads/uploads.repository';
import type { WebsitesService } from '../websites/websites.service';
import { type ChangeRequestWithNames, changeRequestsRepository } from './change-requests.repository';
import { transaction } from '../../db/transaction';

const PAYMENT_DUE_DAYS = 14;
const statusLabel: Record<ChangeRequestStatus, string> = { pending: 'Pending', in_progress: 'In Progress', completed: 'Completed', cancelled: 'Cancelled' };

function toChangeRequest(row: ChangeRequestWithNames, files: AttachmentRow[]): ChangeRequest {
  return {
    id: row.id,
    websiteId: row.websiteId,
    websiteName: row.websiteName,
    title: row.title,
    type: row.type,
    description: row.description,
    status: row.status,
    estimatedCost: formatMoney(row.estimatedCost),
    adminNotes: row.adminNotes,
    attachments: files.filter((f) => f.changeRequestId === row.id).map((f) => ({ url: `${UPLOAD_PATH}${f.objectKey}`, name: f.name })),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}

export class ChangeRequestsService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      auth: AuthService;
      billing: BillingService;
      notifications: NotificationsService;
      audit: AuditService;
      /** Lazy: the websites service also needs this one (for backups). */
      websites: () => WebsitesService;
    },
  ) {}

  /** The owner's change requests of one website (for its backup). */
  forWebsite(userId: string, websiteId: string) {
    return changeRequestsRepository.listForWebsite(this.d.db, userId, websiteId);
  }

  async list(userId: string): Promise<ChangeRequest[]> {
    const rows = await changeRequestsRepository.listByOwner(this.d.db, userId);
    const files = await uploadsRepository.forRequests(this.d.db, rows.map((r) => r.id));
    return rows.map((r) => toChangeRequest(r, files));
  }

  async listAll(): Promise<AdminChangeRequest[]> {
    const rows = await changeRequestsRepository.listAll(this.d.db);
    const files = await uploadsRepository.forRequests(this.d.db, rows.map((r) => r.id));
    return rows.map((r) => ({
      ...toChangeRequest(r, files),
      client: { id: r.client.id, email: r.client.email, name: [r.client.firstName, r.client.lastName].filter(Boolean).join(' ') || r.client.email },
    }));
  }

  /** A new pending request on one of the caller's websites, with the caller's own uploads attached. */
  async create(userId: string, input: z.output<typeof changeRequestInputSchema>): Promise<ChangeRequest> {
    const site = await this.d.websites().getOwned(userId, input.websiteId);
    const keys = input.attachments.map((a) => objectKeyOf(a.url));
    if (keys.some((k) => !k) || new Set(keys).size !== keys.length || keys.length > MAX_ATTACHMENTS) {
      throw badRequest('Attachment not found', { attachments: 'Attachment not found' });
    }
    const files = await uploadsRepository.attachable(this.d.db, userId, keys as string[]);
    if (files.length !== keys.length) throw badRequest('Attachment not found', { attachments: 'Attachment not found' });
    const now = this.d.clock.now();
    const row = await transaction(this.d.db, async (tx) => {
      const created = await changeRequestsRepository.insert(tx, {
        userId,
        websiteId: site.id,
        title: input.title,
        type: input.type,
        description: input.description,
        estimatedCost: input.estimatedCost || DEFAULT_COST,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      for (const [i, key] of keys.entries()) {
        const file = files.find((f) => f.objectKey === key)!;
        await uploadsRepository.attach(tx, file.id, created.id, input.attachments[i].name);
      }
      return created;
    });
    const client = await this.d.auth.findUser(userId);
    for (const adminId of await this.d.auth.adminIds()) {
      await this.d.notifications.notify(
        adminId,
        'change_request_new',
        'New change request',
        `${client?.email ?? 'A client'} asked for "${input.title}" (${input.type}) on ${site.name}. Estimated cost $${formatMoney(row.estimatedCost)}.`,
      );
    }
    const attached = await uploadsRepository.forRequests(this.d.db, [row.id]);
    return toChangeRequest({ ...row, websiteName: site.name }, attached);
  }

  /**
   * Admin: sets the status (and notes, when given). completedAt follows the status; the client is
   * told of every change; completing a request with a cost issues its payment, once.
   */
  async adminUpdate(id: string, input: { status: ChangeRequestStatus; adminNotes?: string | null }, by: AuditActor | null = null): Promise<ChangeRequest> {
    const current = await changeRequestsRepository.findById(this.d.db, id);
    if (!current) throw notFound('Change request not found');
    const notes = input.adminNotes?.trim();
    const now = this.d.clock.now();
    const completing = input.status === 'completed';
    let paymentId: string | undefined;
    await transaction(this.d.db, async (tx) => {
      await changeRequestsRepository.update(tx, id, {
        status: input.status,
        ...(notes ? { adminNotes: notes } : {}),
        completedAt: completing ? (current.completedAt ?? now) : null,
        updatedAt: now,
      });
      if (completing && !current.paymentId && Number(current.estimatedCost) > 0) {
        const payment = await billingRepository.insertPayment(tx, {
          userId: current.userId,
          websiteId: current.websiteId,
          type: 'change_request',
          description: `Change request: ${current.title}`,
          amount: current.estimatedCost,
          dueDate: addDays(now, PAYMENT_DUE_DAYS),
          createdAt: now,
        });
        if (await changeRequestsRepository.claimPayment(tx, id, payment!.id)) {
          if (current.websiteId) await this.d.billing.refreshNextPaymentDue(tx, current.websiteId);
        } else {
          throw new Error('completion payment already issued');
        }
        paymentId = payment!.id;
      }
      const notesChanged = Boolean(notes) && notes !== current.adminNotes;
      if (input.status !== current.status || notesChanged) {
        await this.d.audit.record(
          {
            action: input.status !== current.status ? 'change_request.status_changed' : 'change_request.notes_updated',
            actor: by,
            target: { type: 'change_request', id },
            details: {
              title: current.title,
              clientId: current.userId,
              from: current.status,
              to: input.status,
              ...(notesChanged ? { adminNotes: notes } : {}),
              ...(paymentId ? { paymentId } : {}),
            },
          },
          tx,
        );
      }
    });
    if (input.status !== current.status) {
      const extra = completing && !current.paymentId && Number(current.estimatedCost) > 0 ? ` The cost of $${formatMoney(current.estimatedCost)} is now in Billing.` : '';
      await this.d.notifications.notify(
        current.userId,
        'change_request_update',
        `Change request ${statusLabel[input.status].toLowerCase()}`,
        `Your request "${current.title}" is now ${statusLabel[input.status]}.${notes ? ` Note from the studio: ${notes}` : ''}${extra}`,
      );
    }
    const [updated] = (await this.listAll()).filter((r) => r.id === id);
    return updated;
  }
}
