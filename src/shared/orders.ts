import { z } from 'zod';
import { fromCents, toCents } from './billing';

export const orderStatuses = [
  'pending',
  'requirements_gathering',
  'design_phase',
  'development_phase',
  'testing_phase',
  'revision_phase',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** SPEC section 4: label and progress percent of each order status. */
export const orderStatusInfo: Record<OrderStatus, { label: string; progress: number }> = {
  pending: { label: 'Pending Payment', progress: 0 },
  requirements_gathering: { label: 'Requirements Gathering', progress: 20 },
  design_phase: { label: 'Design Phase', progress: 40 },
  development_phase: { label: 'Development Phase', progress: 60 },
  testing_phase: { label: 'Testing Phase', progress: 80 },
  revision_phase: { label: 'Revision Phase', progress: 90 },
  completed: { label: 'Completed', progress: 100 },
  cancelled: { label: 'Cancelled', progress: 0 },
};

/** The stepper's six middle stages. */
export const orderStages = orderStatuses.slice(1, 7) as OrderStatus[];

/** Each stage of the stepper: done when it is the current one or earlier. */
export function stepperState(status: string): { stage: OrderStatus; done: boolean; current: boolean }[] {
  const index = orderStages.indexOf(status as OrderStatus);
  return orderStages.map((stage, i) => ({ stage, done: index >= 0 && i <= index, current: i === index }));
}

export const orderProgress = (status: string) => Math.min(100, orderStatusInfo[status as OrderStatus]?.progress ?? 0);

export const orderPaymentStatusLabels: Record<string, string> = {
  pending: 'Payment Pending',
  paid: 'Paid',
  failed: 'Payment Failed',
  overdue: 'Overdue',
};

export const timelines = ['rush', 'standard', 'flexible'] as const;
export const budgets = ['standard', 'budget', 'premium'] as const;
export const RUSH_SURCHARGE_PERCENT = 50;
export const DEPOSIT_PERCENT = 50;

/** The order price: the service's base price, plus 50% for the rush timeline. Cents, no floats. */
export function orderPrice(basePrice: string, timeline: string): string {
  const cents = toCents(basePrice);
  return fromCents(timeline === 'rush' ? Math.round((cents * (100 + RUSH_SURCHARGE_PERCENT)) / 100) : cents);
}

export const depositOf = (price: string) => fromCents(Math.round((toCents(price) * DEPOSIT_PERCENT) / 100));

/** The checkout form and POST /api/service-orders (SPEC sections 5 and 7). */
export const checkoutSchema = z.object({
  serviceType: z.string('Please choose a service').min(1, 'Please choose a service'),
  title: z.string('Project title is required').trim().min(1, 'Project title is required').max(200, 'Project title is too long'),
  description: z.string('Please provide a detailed description').trim().min(10, 'Please provide a detailed description').max(5000, 'Description is too long'),
  requirements: z.object({
    timeline: z.enum(timelines, 'Timeline preference is required'),
    budget: z.enum(budgets, 'Budget confirmation is required'),
    additionalRequirements: z.string().trim().max(5000, 'Additional requirements are too long').optional().default(''),
    contactEmail: z.string('Valid email is required').trim().pipe(z.email('Valid email is required')),
    companyName: z.string().trim().max(200, 'Company name is too long').optional().default(''),
  }, 'Timeline preference is required'),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;
export type CheckoutParsed = z.output<typeof checkoutSchema>;

export interface ServiceOrder {
  id: string;
  title: string;
  serviceType: string;
  description: string;
  price: string;
  depositAmount: string;
  depositPaymentId: string | null;
  status: OrderStatus;
  paymentStatus: 'pending' | 'paid' | 'failed' | 'overdue';
  createdAt: string;
  estimatedDelivery: string | null;
  requirements: { timeline: string; budget: string; additionalRequirements: string; contactEmail: string; companyName: string };
}

export const adminOrderUpdateSchema = z.object({
  status: z.enum(orderStatuses, 'Please choose a status'),
  estimatedDelivery: z.iso.datetime({ offset: true, error: 'Must be a date and time' }).or(z.iso.date('Must be a date')).nullable().optional(),
});
