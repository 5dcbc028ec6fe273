import { useRef, useState } from 'react';
import { toast } from '@/lib/use-toast';
import { hostedSignInUrl } from '@/features/auth/lib/return-to';
import { UNAUTHORIZED_REDIRECT_MS } from '@/features/auth/lib/session';
import { chatErrorToast, chatMessage, chatRequest, cleanMessage, greeting, type ChatMessage } from '../lib/chat-messages';
import { useSendChatMessage } from './use-send-chat-message';

/**
 * The conversation: starts with the greeting; a message is trimmed, never empty, never sent while a reply
 * is pending. A failed message comes back into the input so it can be sent again.
 */
export function useAssistantChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [draft, setDraft] = useState('');
  const sending = useRef(false);
  const mutation = useSendChatMessage();

  const send = (text: string): boolean => {
    const message = cleanMessage(text);
    if (!message || sending.current) return false;
    sending.current = true;
    const userMessage = chatMessage('user', message);
    const body = chatRequest(message, messages);
    setMessages((current) => [...current, userMessage]);
    setDraft('');
    mutation.mutate(body, {
      onSuccess: (answer) => setMessages((current) => [...current, chatMessage('assistant', answer)]),
      onError: (error) => {
        setMessages((current) => current.filter((m) => m.id !== userMessage.id));
        setDraft((current) => current || message);
        const failure = chatErrorToast(error);
        toast(failure.toast);
        if (failure.signIn) {
          setTimeout(() => {
            // Sign in again and come back to this screen.
            window.location.href = hostedSignInUrl(window.location.pathname + window.location.search);
          }, UNAUTHORIZED_REDIRECT_MS);
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
    return true;
  };

  return { messages, draft, setDraft, send, pending: mutation.isPending };
}
