import { z } from 'zod';

/** The Contact form and POST /api/contact (SPEC section 5). `website` is a hidden honeypot: people leave it empty. */
export const contactSchema = z.object({
  name: z.string('Name must be at least 2 characters').trim().min(2, 'Name must be at least 2 characters').max(200, 'Name is too long'),
  email: z.string('Please enter a valid email address').trim().pipe(z.email('Please enter a valid email address')),
  phone: z.string().trim().max(50, 'Phone number is too long').optional().default(''),
  company: z.string().trim().max(200, 'Company name is too long').optional().default(''),
  service: z.string('Please select a service').trim().min(1, 'Please select a service').max(100),
  budget: z.string('Please select a budget range').trim().min(1, 'Please select a budget range').max(100),
  timeline: z.string('Please select a timeline').trim().min(1, 'Please select a timeline').max(100),
  message: z.string('Message must be at least 10 characters').trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message is too long'),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactSchema>;

export interface Enquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  budget: string;
  timeline: string;
  message: string;
  createdAt: string;
}
