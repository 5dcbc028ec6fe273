import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, toastReducer, type ToastData } from './use-toast';

const t = (id: string): ToastData => ({ id, title: `toast ${id}`, open: true });

describe('toastReducer', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: t('2') });
    expect(state.toasts.map((x) => x.id)).toEqual(['2']);
  });

  it('dismisses by closing, and removes separately', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: t('1') });
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([{ ...t('1'), open: false }]);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const state = toastReducer({ toasts: [t('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'new' } });
    expect(state.toasts[0].title).toBe('new');
  });

  it('waits 1,000,000 ms before removing a dismissed toast', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
