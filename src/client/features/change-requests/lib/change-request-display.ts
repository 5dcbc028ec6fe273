import { costTone, typeCosts, type ChangeRequestStatus, type ChangeRequestType } from '@shared/change-requests';
import { formatMoney } from '@shared/format';

export const TYPE_LABELS: Record<ChangeRequestType, string> = {
  content: 'Content Update',
  design: 'Design Change',
  feature: 'New Feature',
  bug: 'Bug Fix',
  seo: 'SEO Optimization',
};

export const STATUS_LABELS: Record<ChangeRequestStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** 'in_progress' → 'In Progress' for anything the tables do not know. */
function words(value: string | null | undefined, fallback: string): string {
  const parts = (value ?? '').split('_').filter(Boolean);
  return parts.length === 0 ? fallback : parts.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export const typeLabel = (type: string | null | undefined) =>
  type && Object.hasOwn(TYPE_LABELS, type) ? TYPE_LABELS[type as ChangeRequestType] : words(type, 'Other');

export const statusLabel = (status: string | null | undefined) =>
  status && Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as ChangeRequestStatus] : words(status, 'Unknown');

export type StatusTone = 'yellow' | 'blue' | 'green' | 'red' | 'neutral';

const STATUS_TONES: Record<ChangeRequestStatus, StatusTone> = {
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** SPEC section 4: pending yellow, in progress blue, completed green, cancelled red; anything else neutral. */
export const statusTone = (status: string | null | undefined): StatusTone =>
  status && Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as ChangeRequestStatus] : 'neutral';

/** The request's website, or 'Unknown website' when it is gone. */
export const websiteNameOf = (request: { websiteName: string | null }) => request.websiteName || 'Unknown website';

export const costLabel = (cost: string | number | null | undefined) => `$${formatMoney(cost)}`;

/** SPEC section 9: 200 or more red, 100 or more yellow, below green (an unreadable cost counts as 0). */
export const costToneOf = (cost: string | number | null | undefined) => {
  const n = typeof cost === 'number' ? cost : Number.parseFloat(cost ?? '');
  return costTone(Number.isFinite(n) ? n : 0);
};

/** 'Typical range: $50-100' for a chosen type; nothing before one is chosen. */
export function rangeHint(type: string | null | undefined): string | null {
  const entry = type && Object.hasOwn(typeCosts, type) ? typeCosts[type as ChangeRequestType] : null;
  return entry ? `Typical range: ${entry.range}` : null;
}
