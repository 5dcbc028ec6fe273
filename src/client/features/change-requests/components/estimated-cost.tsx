import { cn } from '@/lib/utils';
import { costLabel, costToneOf } from '../lib/change-request-display';

const TONE_CLASSES = { red: 'text-red-400', yellow: 'text-yellow-300', green: 'text-green-400' } as const;

/** The estimated cost, coloured red from $200, yellow from $100, green below (SPEC section 9). */
export function EstimatedCost({ cost, className }: { cost: string; className?: string }) {
  const tone = costToneOf(cost);
  return (
    <span data-tone={tone} className={cn('font-semibold tabular-nums', TONE_CLASSES[tone], className)}>
      {costLabel(cost)}
    </span>
  );
}
