import { findService } from '@shared/catalogue';
import { orderPaymentStatusLabels, orderStatusInfo, type OrderStatus } from '@shared/orders';
import { statusLabel } from '@/features/websites/lib/website-display';

/** The catalogue's name for a service type ('logo' → 'Logo Design'); unknown types are spelled out. */
export function serviceName(serviceType: string): string {
  return findService(serviceType)?.name ?? statusLabel(serviceType.replace(/-/g, '_'));
}

/** SPEC section 4: 'Pending Payment', 'Requirements Gathering', ...; anything else spelled out. */
export function orderStatusLabel(status: string): string {
  return Object.hasOwn(orderStatusInfo, status) ? orderStatusInfo[status as OrderStatus].label : statusLabel(status);
}

export type OrderTone = 'warning' | 'success' | 'destructive' | 'default' | 'muted';

/** Waiting for the deposit yellow, cancelled red, completed green, work in progress in the accent colour. */
export function orderStatusTone(status: string): OrderTone {
  if (status === 'pending') return 'warning';
  if (status === 'completed') return 'success';
  if (status === 'cancelled') return 'destructive';
  return Object.hasOwn(orderStatusInfo, status) ? 'default' : 'muted';
}

/** SPEC section 4: pending 'Payment Pending', paid 'Paid', failed 'Payment Failed', overdue 'Overdue'. */
export function orderPaymentLabel(paymentStatus: string): string {
  return Object.hasOwn(orderPaymentStatusLabels, paymentStatus) ? orderPaymentStatusLabels[paymentStatus] : statusLabel(paymentStatus);
}

/** A whole-dollar figure with thousands separators for marketing copy: '2999' → '$2,999', '49.5' → '$49.50'. */
export function displayPrice(amount: string | number): string {
  const n = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const value = Number.isFinite(n) ? n : 0;
  const cents = Math.round(value * 100) % 100 !== 0;
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** The client's name for the admin list: 'First Last', else the e-mail, else 'Unknown client'. */
export function clientName(client: { email: string | null; firstName: string | null; lastName: string | null }): string {
  const name = [client.firstName, client.lastName].filter((part) => part && part.trim()).join(' ').trim();
  return name || client.email || 'Unknown client';
}
