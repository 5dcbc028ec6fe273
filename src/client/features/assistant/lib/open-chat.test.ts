import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CHAT_EVENT, listenForOpenChat, openChat } from './open-chat';

describe('openChat', () => {
  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('dispatches studio:open-chat to the listening widget', () => {
    expect(OPEN_CHAT_EVENT).toBe('studio:open-chat');
    const onOpen = vi.fn();
    const listener = listenForOpenChat(onOpen);
    expect(listener.openedEarly).toBe(false);
    openChat();
    expect(onOpen).toHaveBeenCalledTimes(1);
    listener.stop();
    openChat();
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Asked while nobody listened: the next widget opens at once, once.
    const late = listenForOpenChat(vi.fn());
    expect(late.openedEarly).toBe(true);
    late.stop();
  });

  it('a request made while the widget is listening is not replayed to the next one', () => {
    const first = listenForOpenChat(vi.fn());
    openChat();
    first.stop();
    const second = listenForOpenChat(vi.fn());
    expect(second.openedEarly).toBe(false);
    second.stop();
  });
});
