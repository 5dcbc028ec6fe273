import { Bot } from 'lucide-react';
import { cn } from '@/lib/utils';
import { messageTime, type ChatMessage } from '../lib/chat-messages';
import { MessageText } from './message-text';

/** One message: the assistant's on the left, the client's on the right, each with its time. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  return (
    <li data-role={message.role} className={cn('flex items-end gap-2', mine && 'flex-row-reverse')}>
      {!mine && (
        <span aria-hidden="true" className="mb-5 flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-3 text-accent-soft">
          <Bot className="size-4" />
        </span>
      )}
      <div className={cn('flex max-w-[85%] flex-col gap-1', mine && 'items-end')}>
        <div
          className={cn(
            'rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
            mine ? 'rounded-br-sm bg-accent text-accent-foreground' : 'rounded-bl-sm bg-surface-2 text-foreground',
          )}
        >
          <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
          <MessageText
            text={message.content}
            linkClassName={cn('font-medium underline underline-offset-2', mine ? 'text-accent-foreground' : 'text-accent-soft hover:text-foreground')}
          />
        </div>
        <time dateTime={message.timestamp.toISOString()} className="px-1 text-[11px] text-muted-foreground">
          {messageTime(message.timestamp)}
        </time>
      </div>
    </li>
  );
}
