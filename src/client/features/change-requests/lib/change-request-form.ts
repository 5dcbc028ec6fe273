import { changeRequestTypes, DEFAULT_COST, defaultCostOf, type changeRequestInputSchema, type ChangeRequestType } from '@shared/change-requests';
import type { z } from 'zod';

export type ChangeRequestParsed = z.output<typeof changeRequestInputSchema>;

/** What the New Change Request form holds: every input is text; the type is '' until one is chosen. */
export interface ChangeRequestFormValues {
  websiteId: string;
  title: string;
  type: ChangeRequestType | '';
  description: string;
  estimatedCost: string;
}

export type ChangeRequestFormField = keyof ChangeRequestFormValues;

export const CHANGE_REQUEST_FORM_FIELDS: readonly ChangeRequestFormField[] = ['websiteId', 'title', 'type', 'description', 'estimatedCost'];

export const emptyChangeRequestForm = (type: ChangeRequestType | null = null): ChangeRequestFormValues => ({
  websiteId: '',
  title: '',
  type: type ?? '',
  description: '',
  estimatedCost: type ? defaultCostOf(type) : '',
});

/** `?new=feature` or `?new=bug` (Settings → Feature Request / Report Bug): open the form with that type. */
export function requestTypeFromQuery(search: string): ChangeRequestType | null {
  const wanted = new URLSearchParams(search).get('new');
  return (changeRequestTypes as readonly string[]).includes(wanted ?? '') ? (wanted as ChangeRequestType) : null;
}

/** The body of POST /api/change-requests: an empty cost becomes 50 (SPEC section 5). */
export interface ChangeRequestPayload {
  websiteId: string;
  title: string;
  type: ChangeRequestType;
  description: string;
  estimatedCost: string;
  attachments: { url: string; name: string }[];
}

export function changeRequestPayload(values: ChangeRequestParsed, attachments: ReadonlyArray<{ url: string; name: string }>): ChangeRequestPayload {
  return {
    websiteId: values.websiteId,
    title: values.title,
    type: values.type,
    description: values.description,
    estimatedCost: values.estimatedCost?.trim() || DEFAULT_COST,
    attachments: attachments.map(({ url, name }) => ({ url, name })),
  };
}

/** Field messages from a 400 answer that belong to the form's own fields. */
export function formFieldErrors(errors: Record<string, string>): Array<[ChangeRequestFormField, string]> {
  return Object.entries(errors).filter((entry): entry is [ChangeRequestFormField, string] =>
    (CHANGE_REQUEST_FORM_FIELDS as readonly string[]).includes(entry[0]),
  );
}
