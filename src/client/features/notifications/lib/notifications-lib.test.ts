import { describe, expect, it } from 'vitest';
import { badgeText, markRead, relativeTime, unreadCount, unreadDescription } from './notification-display';

const list = [
  { id: 'a', read: false },
  { id: 'b', read: true },
  { id: 'c', read: false },
];

describe('notifications', () => {
  it('counts unread ones and caps the badge', () => {
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount([])).toBe(0);
    expect(badgeText(3)).toBe('3');
    expect(badgeText(10)).toBe('9+');
    expect(unreadDescription(0)).toBe('No unread notifications');
    expect(unreadDescription(1)).toBe('1 unread notification');
    expect(unreadDescription(4)).toBe('4 unread notifications');
  });

  it('marks one, or all, read without touching the input', () => {
    expect(markRead(list, 'a').map((n) => n.read)).toEqual([true, true, false]);
    expect(markRead(list).map((n) => n.read)).toEqual([true, true, true]);
    expect(list[0].read).toBe(false);
    expect(markRead(list, 'b')[1]).toBe(list[1]);
  });

  it('says how long ago, then the date after a week', () => {
    const now = new Date('2026-08-10T12:00:00.000Z');
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    expect(relativeTime(ago(10), now, 'en')).toBe('just now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(8 * 86400), now, 'en')).toBe('Aug 2, 2026');
    expect(relativeTime('not a date', now, 'en')).toBe('');
  });
});
