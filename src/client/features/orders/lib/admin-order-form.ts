import { orderStatuses, type OrderStatus, type ServiceOrder } from '@shared/orders';

/** The body of PUT /api/admin/service-orders/{id}. */
export interface AdminOrderPayload {
  status: OrderStatus;
  /** An ISO date-time, null to clear it, left out to keep it. */
  estimatedDelivery?: string | null;
}

export interface AdminOrderFormValues {
  status: string;
  /** A date input's value: 'YYYY-MM-DD' or ''. */
  estimatedDelivery: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a date input's value, in the admin's own time zone ('' when missing or invalid). */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A date input's value as the ISO date-time of that day's start in the admin's time zone; null when empty or invalid. */
export function fromDateInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function adminOrderFormValues(order: Pick<ServiceOrder, 'status' | 'estimatedDelivery'>): AdminOrderFormValues {
  return { status: order.status, estimatedDelivery: toDateInput(order.estimatedDelivery) };
}

export const isOrderStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);

/**
 * The update to send: the chosen status, and the estimated delivery only when the date was changed (an
 * untouched date keeps its time of day); a cleared date is sent as null. Null when no valid status is chosen.
 */
export function adminOrderPayload(values: AdminOrderFormValues, initial: AdminOrderFormValues): AdminOrderPayload | null {
  if (!isOrderStatus(values.status)) return null;
  const payload: AdminOrderPayload = { status: values.status };
  if (values.estimatedDelivery !== initial.estimatedDelivery) payload.estimatedDelivery = fromDateInput(values.estimatedDelivery);
  return payload;
}
