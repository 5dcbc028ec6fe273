import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

const STEPS = ['Requirements', 'Payment'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The two checkout steps (SPEC section 2); the current one is announced as the current step. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.indexOf(current);
  return (
    <nav aria-label="Checkout progress" className="mb-6">
      <ol className="flex items-center gap-3">
        {STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} aria-current={active ? 'step' : undefined} className="flex items-center gap-3">
              {index > 0 && <span aria-hidden="true" className={cn('h-px w-8 sm:w-16', done || active ? 'bg-accent' : 'bg-border')} />}
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 items-center justify-center rounded-full border text-sm font-semibold',
                    active && 'border-accent bg-accent text-accent-foreground',
                    done && 'border-accent bg-accent/15 text-accent-soft',
                    !active && !done && 'border-border text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-4" /> : index + 1}
                </span>
                <span className={cn('text-sm font-medium', active ? 'text-foreground' : 'text-muted-foreground')}>
                  {step}
                  {done && <span className="sr-only"> (completed)</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
