import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  SUGGESTIONS,
  chatErrorToast,
  chatMessage,
  chatRequest,
  cleanMessage,
  greeting,
  messageTime,
  showSuggestions,
} from './chat-messages';
import { linkSegments } from './portal-links';

describe('messages', () => {
  it('starts with a greeting from the assistant, with a timestamp', () => {
    const now = new Date('2026-03-14T10:05:00Z');
    const hello = greeting(now);
    expect(hello.role).toBe('assistant');
    expect(hello.content).toMatch(/^Hi!/);
    expect(hello.timestamp).toBe(now);
    expect(chatMessage('user', 'a').id).not.toBe(chatMessage('user', 'a').id);
  });

  it('offers the four suggestions only while the greeting is the only message', () => {
    expect(SUGGESTIONS).toEqual(['How is my website performance?', 'What payments are due?', 'How do I submit a change request?', 'Show me my analytics']);
    const hello = greeting();
    expect(showSuggestions([hello])).toBe(true);
    expect(showSuggestions([])).toBe(false);
    expect(showSuggestions([hello, chatMessage('user', 'Hi')])).toBe(false);
    expect(showSuggestions([chatMessage('user', 'Hi')])).toBe(false);
  });

  it('trims a message and refuses empty or whitespace-only ones', () => {
    expect(cleanMessage('  What payments are due?\n')).toBe('What payments are due?');
    expect(cleanMessage('')).toBeNull();
    expect(cleanMessage(' \t\n ')).toBeNull();
  });

  it('sends the last 5 messages before the new one as context, role and content only', () => {
    const previous = [greeting(), ...Array.from({ length: 6 }, (_, i) => chatMessage(i % 2 ? 'assistant' : 'user', `m${i}`))];
    const body = chatRequest('next', previous);
    expect(body.message).toBe('next');
    expect(body.context.conversationHistory).toHaveLength(HISTORY_LIMIT);
    expect(body.context.conversationHistory[0]).toEqual({ role: 'assistant', content: 'm1' });
    expect(body.context.conversationHistory.at(-1)).toEqual({ role: 'assistant', content: 'm5' });
    expect(chatRequest('first', [greeting()]).context.conversationHistory).toEqual([{ role: 'assistant', content: greeting().content }]);
  });

  it('formats the time of a message', () => {
    expect(messageTime(new Date(2026, 2, 14, 14, 5), 'en-GB')).toBe('14:05');
  });
});

describe('chatErrorToast', () => {
  it('an ended session says Unauthorized and signs in again', () => {
    expect(chatErrorToast(new Error('401: {"message":"Unauthorized"}'))).toEqual({
      toast: { variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
      signIn: true,
    });
  });

  it('anything else is the chat failure', () => {
    for (const error of [new Error('500: {"message":"boom"}'), new Error('429: {"message":"Too many messages"}'), new TypeError('Failed to fetch')]) {
      expect(chatErrorToast(error)).toEqual({
        toast: { variant: 'destructive', title: 'Error', description: 'Failed to send message. Please try again.' },
        signIn: false,
      });
    }
  });
});

describe('linkSegments', () => {
  it('turns portal paths into links and keeps the rest as text, line breaks included', () => {
    expect(linkSegments('Pay them from Billing (/billing) with Pay Now.\nDetails in /analytics.')).toEqual([
      { kind: 'text', text: 'Pay them from Billing (' },
      { kind: 'link', href: '/billing' },
      { kind: 'text', text: ') with Pay Now.\nDetails in ' },
      { kind: 'link', href: '/analytics' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('knows every portal path, at the start and end of the text', () => {
    for (const path of ['/billing', '/websites', '/analytics', '/change-requests', '/orders', '/settings', '/dashboard']) {
      expect(linkSegments(path)).toEqual([{ kind: 'link', href: path }]);
    }
    expect(linkSegments('/orders and /dashboard')).toEqual([
      { kind: 'link', href: '/orders' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: '/dashboard' },
    ]);
  });

  it('leaves paths inside URLs, longer paths and other words alone', () => {
    for (const text of [
      'https://portal.example/billing',
      'see example.com/orders',
      '/billing-info',
      '/settings/profile',
      '/change-requestsx',
      'a/websites',
      'billing',
      '/admin',
    ]) {
      expect(linkSegments(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(linkSegments('')).toEqual([]);
  });

  it('never turns markup into anything but text', () => {
    expect(linkSegments('<img src=x onerror=alert(1)> /billing')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', href: '/billing' },
    ]);
  });
});
