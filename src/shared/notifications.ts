/** A Notification as GET /api/notifications answers it (newest first). */
export interface Notification {
  id: string;
  /** payment_reminder, payment_overdue, payment_failed, payment_succeeded, website_suspended, website_reactivated, ... */
  type: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
}
