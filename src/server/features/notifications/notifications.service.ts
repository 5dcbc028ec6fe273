import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '../../../shared/notifications';
import { withDefaults } from '../../../shared/preferences';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { authRepository } from '../auth/auth.repository';
import { notificationsRepository } from './notifications.repository';

export type NotificationType =
  | 'payment_reminder'
  | 'payment_overdue'
  | 'payment_failed'
  | 'payment_succeeded'
  | 'website_suspended'
  | 'website_reactivated'
  | 'order_update'
  | 'change_request_new'
  | 'change_request_update'
  | 'website_down'
  | 'website_up'
  | 'contact_enquiry';

export type { Notification };

/** Settings → Preferences decide which e-mails a client gets; in-app notifications always stay. */
export function wantsEmail(saved: Partial<Record<string, boolean>>, type: NotificationType): boolean {
  const prefs = withDefaults(saved);
  if (!prefs.emailNotifications) return false;
  if ((type === 'payment_reminder' || type === 'payment_overdue') && !prefs.paymentReminders) return false;
  if ((type === 'website_down' || type === 'website_up') && !prefs.websiteAlerts) return false;
  return true;
}

export class NotificationsService {
  constructor(
    private readonly d: { db: Db; clock: Clock; mailer: Mailer; log: FastifyBaseLogger; studioName: string; publicUrl?: string },
  ) {}

  async list(userId: string): Promise<Notification[]> {
    const rows = await notificationsRepository.listByOwner(this.d.db, userId);
    return rows.map((r) => ({ id: r.id, type: r.type, title: r.title, message: r.message, read: r.readAt !== null, createdAt: r.createdAt.toISOString() }));
  }

  async markRead(userId: string, id: string): Promise<void> {
    if ((await notificationsRepository.markRead(this.d.db, userId, id, this.d.clock.now())) === 0) throw notFound('Notification not found');
  }

  async markAllRead(userId: string): Promise<number> {
    return notificationsRepository.markRead(this.d.db, userId, null, this.d.clock.now());
  }

  /**
   * Tells a client something: an in-app notification, and an e-mail unless they turned e-mail off.
   * A mail failure is logged; it never undoes the notification or the change that caused it.
   */
  async notify(userId: string, type: NotificationType, title: string, message: string, opts: { email?: boolean } = {}): Promise<void> {
    await notificationsRepository.insert(this.d.db, { userId, type, title, message, createdAt: this.d.clock.now() });
    if (opts.email === false) return;
    const user = await authRepository.findUserById(this.d.db, userId);
    if (!user || !wantsEmail(user.preferences, type)) return;
    const link = this.d.publicUrl ? `\n\n${new URL('/billing', this.d.publicUrl).toString()}` : '';
    try {
      await this.d.mailer.send({
        to: user.email,
        subject: `${title} | ${this.d.studioName}`,
        text: `Hello ${user.firstName ?? ''},\n\n${message}${link}\n\n${this.d.studioName}\n`,
      });
    } catch (err) {
      this.d.log.warn({ err: { message: (err as Error).message }, type }, 'notification e-mail could not be sent');
    }
  }
}
