import { isUnauthorizedError } from '@/lib/api';
import type { ToastInput } from '@/lib/use-toast';

export type ChatRole = 'assistant' | 'user';

/** SPEC section 3: a chat message; the id keys the list. */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  timestamp: Date;
}

export interface ChatRequest {
  message: string;
  context: { conversationHistory: Array<{ role: ChatRole; content: string }> };
}

/** SPEC section 9: the context sent with a message is the last 5 chat messages. */
export const HISTORY_LIMIT = 5;
/** The server refuses longer messages. */
export const MAX_MESSAGE_LENGTH = 2000;

export const GREETING =
  "Hi! I'm your studio assistant. Ask me about your websites' performance, payments due, change requests or analytics.";

/** SPEC section 4: the four quick-action suggestions (performance, payments due, change requests, analytics). */
export const SUGGESTIONS = [
  'How is my website performance?',
  'What payments are due?',
  'How do I submit a change request?',
  'Show me my analytics',
] as const;

let seq = 0;
export function chatMessage(role: ChatRole, content: string, timestamp = new Date()): ChatMessage {
  seq += 1;
  return { id: `${timestamp.getTime().toString(36)}-${seq}`, role, content, timestamp };
}

/** The conversation starts with the assistant's greeting. */
export const greeting = (now = new Date()): ChatMessage => chatMessage('assistant', GREETING, now);

/** SPEC section 4: the suggestions show only while the greeting is the only message. */
export const showSuggestions = (messages: readonly ChatMessage[]): boolean => messages.length === 1 && messages[0].role === 'assistant';

/** SPEC section 5: the text is trimmed; an empty or whitespace-only message is not sent (null). */
export function cleanMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}

/** The request for a new message: the message and the last 5 messages before it as context. */
export function chatRequest(message: string, previous: readonly ChatMessage[]): ChatRequest {
  return {
    message,
    context: { conversationHistory: previous.slice(-HISTORY_LIMIT).map(({ role, content }) => ({ role, content })) },
  };
}

/** SPEC section 8: a chat failure's toast; an ended session also sends the user to sign in. */
export function chatErrorToast(error: unknown): { toast: ToastInput; signIn: boolean } {
  if (isUnauthorizedError(error)) {
    return { toast: { variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' }, signIn: true };
  }
  return { toast: { variant: 'destructive', title: 'Error', description: 'Failed to send message. Please try again.' }, signIn: false };
}

/** A message's time, e.g. '14:05' or '2:05 PM' in the reader's locale. */
export const messageTime = (date: Date, locale?: string): string => date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
