import { useEffect, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { useAssistantChat } from '../api/use-assistant-chat';
import { listenForOpenChat } from '../lib/open-chat';
import { CHAT_PANEL_ID, ChatPanel } from './chat-panel';

/**
 * The floating AI assistant of every signed-in screen: a round button bottom-right toggles the panel.
 * The 'studio:open-chat' window event opens it; opening moves focus to the message field, Escape closes
 * and gives focus back to the button.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const chat = useAssistantChat();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onOpen = () => {
      setOpen(true);
      inputRef.current?.focus();
    };
    const listener = listenForOpenChat(onOpen);
    if (listener.openedEarly) onOpen();
    return listener.stop;
  }, []);

  // Focus moves into the panel when it opens.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The field was disabled while the answer was pending, which dropped its focus: give it back, unless
  // the user has gone somewhere else meanwhile.
  useEffect(() => {
    if (!open || chat.pending) return;
    const active = document.activeElement;
    if (!active || active === document.body) inputRef.current?.focus();
  }, [open, chat.pending]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {open && (
        <ChatPanel
          messages={chat.messages}
          draft={chat.draft}
          pending={chat.pending}
          onDraftChange={chat.setDraft}
          onSend={chat.send}
          onClose={close}
          inputRef={inputRef}
        />
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Close assistant' : 'Open assistant'}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        title={open ? 'Close assistant' : 'Ask the AI assistant'}
        onClick={() => setOpen((o) => !o)}
        className="fixed bottom-5 right-4 z-40 flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-xl shadow-black/40 transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background motion-reduce:transition-none sm:right-6"
      >
        {open ? <X className="size-6" aria-hidden="true" /> : <MessageCircle className="size-6" aria-hidden="true" />}
      </button>
    </>
  );
}
