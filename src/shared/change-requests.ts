import { z } from 'zod';

export const changeRequestTypes = ['content', 'design', 'feature', 'bug', 'seo'] as const;
export type ChangeRequestType = (typeof changeRequestTypes)[number];
export const changeRequestStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

/** SPEC section 9: default cost by type (anything else 50) and the displayed range. */
export const typeCosts: Record<ChangeRequestType, { cost: string; range: string }> = {
  content: { cost: '35', range: '$25-50' },
  design: { cost: '75', range: '$50-100' },
  feature: { cost: '150', range: '$100-250' },
  bug: { cost: '50', range: '$25-75' },
  seo: { cost: '100', range: '$75-150' },
};
export const DEFAULT_COST = '50';
export const defaultCostOf = (type: string) => typeCosts[type as ChangeRequestType]?.cost ?? DEFAULT_COST;

/** Estimated cost colour (admin and customer): 200 or more red, 100 or more yellow, below green. */
export function costTone(cost: string | number): 'red' | 'yellow' | 'green' {
  const n = typeof cost === 'number' ? cost : Number.parseFloat(cost);
  if (n >= 200) return 'red';
  if (n >= 100) return 'yellow';
  return 'green';
}

export const MAX_ATTACHMENTS = 5;

/** The New Change Request form and POST /api/change-requests (SPEC sections 5 and 7). */
export const changeRequestInputSchema = z.object({
  websiteId: z.string('Please select a website').min(1, 'Please select a website'),
  title: z.string('Title is required').trim().min(1, 'Title is required').max(200, 'Title is too long'),
  type: z.enum(changeRequestTypes, 'Please select a request type'),
  description: z.string('Description must be at least 10 characters').trim().min(10, 'Description must be at least 10 characters').max(5000, 'Description is too long'),
  estimatedCost: z
    .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string('Estimated cost must be an amount like 50.00').trim())
    .refine((v) => v === '' || /^\d{1,8}(\.\d{1,2})?$/.test(v), 'Estimated cost must be an amount of 0 or more with at most 2 decimals')
    .optional()
    .nullable(),
  attachments: z
    .array(z.object({ url: z.string().min(1).max(2048), name: z.string().trim().min(1).max(255) }), 'Attachments must be a list')
    .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments`)
    .optional()
    .default([]),
});
export type ChangeRequestInput = z.input<typeof changeRequestInputSchema>;

export const adminChangeRequestUpdateSchema = z.object({
  status: z.enum(changeRequestStatuses, 'Please select a status'),
  adminNotes: z.string().max(5000, 'Notes are too long').optional().nullable(),
});

export interface ChangeRequest {
  id: string;
  websiteId: string | null;
  /** The website's name, or null when it is gone ('Unknown website'). */
  websiteName: string | null;
  title: string;
  type: ChangeRequestType;
  description: string;
  status: ChangeRequestStatus;
  estimatedCost: string;
  adminNotes: string | null;
  attachments: { url: string; name: string }[];
  createdAt: string;
  completedAt: string | null;
}

export interface AdminChangeRequest extends ChangeRequest {
  client: { id: string; name: string; email: string };
}
