import { describe, expect, it } from 'vitest';
import { adminChangeRequestUpdateSchema } from '@shared/change-requests';
import { adminUpdatePayload, canSubmitUpdate, emptyAdminUpdateForm } from './admin-update';

describe('admin update', () => {
  it('starts with no status, which cannot be submitted', () => {
    expect(emptyAdminUpdateForm()).toEqual({ status: '', adminNotes: '' });
    expect(canSubmitUpdate('', false)).toBe(false);
    expect(adminChangeRequestUpdateSchema.safeParse(emptyAdminUpdateForm()).error?.issues[0].message).toBe('Please select a status');
  });

  it('is disabled while updating', () => {
    expect(canSubmitUpdate('in_progress', false)).toBe(true);
    expect(canSubmitUpdate('in_progress', true)).toBe(false);
  });

  it('trims the notes and leaves them out when empty', () => {
    expect(adminUpdatePayload({ status: 'in_progress', adminNotes: '  Working on it  ' })).toEqual({ status: 'in_progress', adminNotes: 'Working on it' });
    expect(adminUpdatePayload({ status: 'completed', adminNotes: '   ' })).toEqual({ status: 'completed' });
    expect(adminUpdatePayload({ status: 'cancelled', adminNotes: null })).toEqual({ status: 'cancelled' });
    expect(adminUpdatePayload({ status: 'pending' })).toEqual({ status: 'pending' });
  });
});
