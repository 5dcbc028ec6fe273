import { describe, expect, it } from 'vitest';
import { changeRequestInputSchema, changeRequestTypes, defaultCostOf } from '@shared/change-requests';
import { costLabel, costToneOf, rangeHint, statusLabel, statusTone, TYPE_LABELS, typeLabel, websiteNameOf } from './change-request-display';
import { changeRequestPayload, emptyChangeRequestForm, formFieldErrors, requestTypeFromQuery } from './change-request-form';
import { countByStatus } from './change-request-stats';

describe('display', () => {
  it('colours statuses: pending yellow, in progress blue, completed green, cancelled red, anything else neutral', () => {
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('in_progress')).toBe('blue');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('cancelled')).toBe('red');
    expect(statusTone('on_hold')).toBe('neutral');
    expect(statusTone('constructor')).toBe('neutral');
    expect(statusTone(null)).toBe('neutral');
  });

  it('labels statuses and types', () => {
    expect(statusLabel('in_progress')).toBe('In Progress');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('on_hold')).toBe('On Hold');
    expect(statusLabel('')).toBe('Unknown');
    expect(changeRequestTypes.map((t) => TYPE_LABELS[t])).toEqual(['Content Update', 'Design Change', 'New Feature', 'Bug Fix', 'SEO Optimization']);
    expect(typeLabel('seo')).toBe('SEO Optimization');
    expect(typeLabel('copy_edit')).toBe('Copy Edit');
    expect(typeLabel(undefined)).toBe('Other');
  });

  it('names a missing website \'Unknown website\'', () => {
    expect(websiteNameOf({ websiteName: 'Bloom & Stem' })).toBe('Bloom & Stem');
    expect(websiteNameOf({ websiteName: null })).toBe('Unknown website');
  });

  it('colours the estimated cost: red from 200, yellow from 100, green below', () => {
    expect(costToneOf('200.00')).toBe('red');
    expect(costToneOf('199.99')).toBe('yellow');
    expect(costToneOf('100')).toBe('yellow');
    expect(costToneOf('99.99')).toBe('green');
    expect(costToneOf('not a number')).toBe('green');
    expect(costLabel('75')).toBe('$75.00');
    expect(costLabel(null)).toBe('$0.00');
  });

  it('shows the chosen type\'s typical range', () => {
    expect(rangeHint('design')).toBe('Typical range: $50-100');
    expect(rangeHint('content')).toBe('Typical range: $25-50');
    expect(rangeHint('feature')).toBe('Typical range: $100-250');
    expect(rangeHint('bug')).toBe('Typical range: $25-75');
    expect(rangeHint('seo')).toBe('Typical range: $75-150');
    expect(rangeHint('')).toBeNull();
    expect(rangeHint('toString')).toBeNull();
    expect(changeRequestTypes.map(defaultCostOf)).toEqual(['35', '75', '150', '50', '100']);
  });
});

describe('counts', () => {
  it('counts each status and the total', () => {
    const list = ['pending', 'pending', 'in_progress', 'completed', 'cancelled', 'on_hold'].map((status) => ({ status }));
    expect(countByStatus(list)).toEqual({ total: 6, pending: 2, inProgress: 1, completed: 1, cancelled: 1 });
    expect(countByStatus([])).toEqual({ total: 0, pending: 0, inProgress: 0, completed: 0, cancelled: 0 });
  });
});

describe('form', () => {
  const websiteId = 'b67bd304-1151-42db-9fc8-5822284c4b09';

  it('starts empty and answers an empty form with the spec\'s messages', () => {
    expect(emptyChangeRequestForm()).toEqual({ websiteId: '', title: '', type: '', description: '', estimatedCost: '' });
    const result = changeRequestInputSchema.safeParse(emptyChangeRequestForm());
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      websiteId: 'Please select a website',
      title: 'Title is required',
      type: 'Please select a request type',
      description: 'Description must be at least 10 characters',
    });
  });

  it('sends 50 for an empty cost, and the attachments', () => {
    const parsed = changeRequestInputSchema.parse({ websiteId, title: ' New hours ', type: 'content', description: 'Update the opening hours.', estimatedCost: '' });
    expect(changeRequestPayload(parsed, [])).toEqual({
      websiteId,
      title: 'New hours',
      type: 'content',
      description: 'Update the opening hours.',
      estimatedCost: '50',
      attachments: [],
    });
    const files = [{ url: '/api/objects/uploads/1', name: 'a.png' }];
    expect(changeRequestPayload({ ...parsed, estimatedCost: '75' }, files)).toMatchObject({ estimatedCost: '75', attachments: files });
    expect(changeRequestPayload({ ...parsed, estimatedCost: undefined }, files).estimatedCost).toBe('50');
  });

  it('keeps only the form\'s own fields from a server answer', () => {
    expect(formFieldErrors({ title: 'Title is required', attachments: 'Attachment not found', status: 'x' })).toEqual([['title', 'Title is required']]);
  });
});

describe('a request started from Settings', () => {
  it('reads ?new=feature|bug and prefills the type with its default cost', () => {
    expect(requestTypeFromQuery('?new=feature')).toBe('feature');
    expect(requestTypeFromQuery('new=bug')).toBe('bug');
    expect(requestTypeFromQuery('?new=rocket')).toBeNull();
    expect(requestTypeFromQuery('')).toBeNull();
    expect(emptyChangeRequestForm('bug')).toMatchObject({ type: 'bug', estimatedCost: '50' });
    expect(emptyChangeRequestForm('feature')).toMatchObject({ type: 'feature', estimatedCost: '150' });
    expect(emptyChangeRequestForm()).toMatchObject({ type: '', estimatedCost: '' });
  });
});
