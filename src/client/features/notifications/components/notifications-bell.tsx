import { useId, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bell, CheckCheck, Loader2 } from 'lucide-react';
import type { Notification } from '@shared/notifications';
import { Button } from '@/components/ui/button';
import { Dialog, DialogPortal, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { useMarkAllNotificationsRead } from '../api/use-mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/use-mark-notification-read';
import { useNotifications } from '../api/use-notifications';
import { badgeText, relativeTime, unreadCount, unreadDescription } from '../lib/notification-display';

const UPDATE_FAILED = 'Failed to update notifications. Please try again.';

function NotificationItem({ notification, now, onRead }: { notification: Notification; now: Date; onRead: (id: string) => void }) {
  const unread = !notification.read;
  return (
    <li>
      <button
        type="button"
        onClick={() => unread && onRead(notification.id)}
        aria-disabled={!unread || undefined}
        className={cn(
          'flex w-full gap-3 px-4 py-3 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
          unread ? 'bg-accent/10 hover:bg-accent/15' : 'cursor-default',
        )}
      >
        <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-accent-soft' : 'bg-transparent')} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium text-muted-foreground')}>{notification.title}</span>
            <time dateTime={notification.createdAt} className="shrink-0 text-xs text-muted-foreground">
              {relativeTime(notification.createdAt, now)}
            </time>
          </span>
          <span className="mt-0.5 block text-sm break-words whitespace-pre-line text-muted-foreground">{notification.message}</span>
          {unread && <span className="sr-only">Unread. Select to mark as read.</span>}
        </span>
      </button>
    </li>
  );
}

/**
 * The header's bell: unread count on the button, and a panel listing the notifications. Selecting one marks
 * it read; 'Mark all as read' reads them all. The list is fetched again each time the panel opens.
 */
export function NotificationsBell() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const list = notifications.data ?? [];
  const unread = unreadCount(list);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) void notifications.refetch();
  };
  const onRead = (id: string) => markRead.mutate(id, { onError: (error) => notifyCallError(error, UPDATE_FAILED) });
  const onReadAll = () => markAll.mutate(undefined, { onError: (error) => notifyCallError(error, UPDATE_FAILED) });

  return (
    // Not modal: it behaves like a menu panel (Escape and a click outside close it; the page stays usable).
    <Dialog open={open} onOpenChange={onOpenChange} modal={false}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-11 shrink-0" aria-label="Notifications" aria-describedby={descriptionId}>
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-bold leading-4.5 text-white"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      </DialogTrigger>
      <span id={descriptionId} className="sr-only">
        {unreadDescription(unread)}
      </span>
      <DialogPortal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed right-2 top-16 z-50 flex max-h-[min(32rem,calc(100vh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-border bg-surface text-foreground shadow-2xl shadow-black/40 focus:outline-none sm:right-4"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <DialogTitle className="text-base">Notifications</DialogTitle>
            <Button variant="ghost" size="sm" className="h-8 px-2 text-accent-soft" disabled={unread === 0 || markAll.isPending} onClick={onReadAll}>
              {markAll.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CheckCheck aria-hidden="true" />}
              Mark all as read
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {notifications.isLoading ? (
              <p className="px-4 py-8 text-center text-sm text-muted-foreground">Loading notifications...</p>
            ) : notifications.isError && list.length === 0 ? (
              <div className="grid justify-items-center gap-3 px-4 py-8 text-center text-sm text-muted-foreground">
                <p>We couldn&apos;t load your notifications.</p>
                <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
                  Try again
                </Button>
              </div>
            ) : list.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-muted-foreground">No notifications yet</p>
            ) : (
              <ul aria-label="Recent notifications" className="divide-y divide-border">
                {list.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} now={new Date()} onRead={onRead} />
                ))}
              </ul>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </Dialog>
  );
}
