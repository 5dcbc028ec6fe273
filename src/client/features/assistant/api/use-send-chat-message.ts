import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { ChatRequest } from '../lib/chat-messages';

/** POST /api/ai/chat: the assistant's answer (plain text) to one message with its recent context. */
export function useSendChatMessage() {
  return useMutation({
    mutationFn: async (body: ChatRequest): Promise<string> => {
      const res = await apiRequest('POST', '/api/ai/chat', body);
      const data = (await res.json()) as { response?: unknown };
      return typeof data.response === 'string' ? data.response : '';
    },
  });
}
