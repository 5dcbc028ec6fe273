/** Anything may open the assistant (the dashboard's Support quick action does) by dispatching this event. */
export const OPEN_CHAT_EVENT = 'studio:open-chat';

/** Set when the chat was asked to open before the widget (loaded on demand) was listening. */
let openRequested = false;
let listening = 0;

export function openChat(): void {
  if (listening === 0) openRequested = true;
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}

/**
 * The widget listens for the event; the return value says whether it was asked to open before it
 * listened. Call the returned stop function on unmount.
 */
export function listenForOpenChat(onOpen: () => void): { openedEarly: boolean; stop: () => void } {
  const openedEarly = openRequested;
  openRequested = false;
  listening++;
  window.addEventListener(OPEN_CHAT_EVENT, onOpen);
  return {
    openedEarly,
    stop: () => {
      listening--;
      window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
    },
  };
}
