import type { DueTone } from '@shared/billing';
import { cn } from '@/lib/utils';
import { DUE_TONE_CLASSES } from '../lib/payment-display';

/** A coloured due label ('Due in 3 days', 'Overdue by 2 days'); the tone is also exposed for tests and styling. */
export function DueLabel({ text, tone, className }: { text: string; tone: DueTone; className?: string }) {
  return (
    <span data-tone={tone} className={cn('inline-flex items-center whitespace-nowrap rounded-md px-2 py-0.5 text-xs font-medium', DUE_TONE_CLASSES[tone], className)}>
      {text}
    </span>
  );
}
