import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Bot, Loader2, SendHorizontal, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MAX_MESSAGE_LENGTH, SUGGESTIONS, showSuggestions, type ChatMessage } from '../lib/chat-messages';
import { ChatMessageItem } from './chat-message-item';

export const CHAT_PANEL_ID = 'assistant-panel';

export interface ChatPanelProps {
  messages: ChatMessage[];
  draft: string;
  pending: boolean;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
  onClose: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The open assistant: a non-modal dialog with the conversation, the suggestions and the message field. */
export function ChatPanel({ messages, draft, pending, onDraftChange, onSend, onClose, inputRef }: ChatPanelProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const suggestions = showSuggestions(messages);

  // A new answer is shown from its first line (answers can be long); anything else scrolls to the end.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const last = listRef.current?.lastElementChild;
    if (!pending && messages.length > 1 && last instanceof HTMLElement && last.dataset.role === 'assistant') {
      scroller.scrollTop = Math.max(0, last.offsetTop - 16);
    } else {
      scroller.scrollTop = scroller.scrollHeight;
    }
  }, [messages.length, pending]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="assistant-title"
      aria-describedby="assistant-subtitle"
      onKeyDown={onKeyDown}
      className="fixed inset-x-3 bottom-24 z-40 flex h-[min(36rem,calc(100dvh-8rem))] flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/50 sm:inset-x-auto sm:right-6 sm:w-[26rem]"
    >
      <header className="flex items-center gap-3 border-b border-border bg-surface-2/60 px-4 py-3">
        <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Bot className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="assistant-title" className="font-semibold leading-tight">
            AI Assistant
          </h2>
          <p id="assistant-subtitle" className="text-xs text-muted-foreground">
            Answers from your account
          </p>
        </div>
        <Button variant="ghost" size="icon" className="size-9" aria-label="Close" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </header>

      <div ref={scrollRef} className="relative flex-1 overflow-y-auto px-4 py-4">
        <ol ref={listRef} role="log" aria-live="polite" aria-label="Conversation" className="flex flex-col gap-4">
          {messages.map((message) => (
            <ChatMessageItem key={message.id} message={message} />
          ))}
        </ol>
        {suggestions && (
          <ul aria-label="Suggestions" className="mt-4 flex flex-col items-start gap-2 pl-9">
            {SUGGESTIONS.map((text) => (
              <li key={text}>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => onSend(text)}
                  className="rounded-full border border-border bg-surface-2 px-3 py-1.5 text-left text-sm text-foreground transition-colors hover:border-accent-soft hover:bg-surface-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
                >
                  {text}
                </button>
              </li>
            ))}
          </ul>
        )}
        {pending && (
          <p role="status" className="mt-4 flex items-center gap-2 pl-9 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Typing...
          </p>
        )}
      </div>

      <form
        className="flex items-center gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSend(draft);
        }}
      >
        <input
          ref={inputRef}
          type="text"
          aria-label="Message"
          placeholder={pending ? 'Waiting for the answer...' : 'Ask me anything...'}
          autoComplete="off"
          maxLength={MAX_MESSAGE_LENGTH}
          value={draft}
          disabled={pending}
          onChange={(event) => onDraftChange(event.target.value)}
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-surface-2 px-4 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
        />
        <Button type="submit" size="icon" className="shrink-0 rounded-full" aria-label="Send message" disabled={pending || draft.trim() === ''}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
