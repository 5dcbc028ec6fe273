import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactSchema } from '@shared/contact';
import { apiRequest } from '@/lib/api';

export type ContactPayload = z.output<typeof contactSchema>;

/** 201 from POST /api/contact. */
export interface ContactAnswer {
  message: string;
  id?: string;
}

/** POST /api/contact: the studio stores the enquiry and is told by e-mail. */
export function useSendEnquiry() {
  return useMutation<ContactAnswer, Error, ContactPayload>({
    mutationFn: async (payload) => (await apiRequest('POST', '/api/contact', payload)).json(),
  });
}
