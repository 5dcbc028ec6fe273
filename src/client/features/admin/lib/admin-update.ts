import type { ChangeRequestStatus } from '@shared/change-requests';

/** The update modal: no status until one is chosen; notes as typed. */
export interface AdminUpdateFormValues {
  status: ChangeRequestStatus | '';
  adminNotes: string;
}

export const emptyAdminUpdateForm = (): AdminUpdateFormValues => ({ status: '', adminNotes: '' });

/** The body of PUT /api/admin/change-requests/{id}. */
export interface AdminUpdatePayload {
  status: ChangeRequestStatus;
  adminNotes?: string;
}

/** SPEC section 5: the status is required; notes are trimmed and left out when empty. */
export function adminUpdatePayload(values: { status: ChangeRequestStatus; adminNotes?: string | null }): AdminUpdatePayload {
  const notes = values.adminNotes?.trim();
  return notes ? { status: values.status, adminNotes: notes } : { status: values.status };
}

/** The submit button waits for a status and for any update in flight. */
export const canSubmitUpdate = (status: string, updating: boolean) => status !== '' && !updating;
