import type { Notification } from '@shared/notifications';

export const unreadCount = (list: Pick<Notification, 'read'>[]) => list.filter((n) => !n.read).length;

/** The bell's badge: the count, capped at '9+' so it stays a small circle. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/** Screen-reader description of the bell. */
export function unreadDescription(count: number): string {
  if (count === 0) return 'No unread notifications';
  return `${count} unread ${count === 1 ? 'notification' : 'notifications'}`;
}

/** The list with one notification (or, without an id, all of them) marked read. */
export function markRead<T extends Pick<Notification, 'id' | 'read'>>(list: T[], id?: string): T[] {
  return list.map((n) => (!n.read && (id === undefined || n.id === id) ? { ...n, read: true } : n));
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/** 'just now', '5 minutes ago', '3 hours ago', 'yesterday'; a week or older: the date. */
export function relativeTime(iso: string, now: Date, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  if (seconds >= 7 * 24 * 60 * 60) return date.toLocaleDateString(locale, { dateStyle: 'medium' });
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const [unit, size] = [...UNITS].reverse().find(([, s]) => seconds >= s) ?? UNITS[0];
  return format.format(-Math.floor(seconds / size), unit);
}
