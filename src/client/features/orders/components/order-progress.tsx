import { Check } from 'lucide-react';
import { orderProgress, orderStatusInfo, stepperState } from '@shared/orders';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { orderStatusLabel, orderStatusTone } from '../lib/order-display';

/** The order's status label with a progress bar (0–100, SPEC section 4). */
export function OrderStatusProgress({ status, title }: { status: string; title: string }) {
  const progress = orderProgress(status);
  const label = orderStatusLabel(status);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Badge variant={orderStatusTone(status)} data-status={status}>
          {label}
        </Badge>
        <span className="text-xs tabular-nums text-muted-foreground">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% · ${label}`}
        className="h-2 overflow-hidden rounded-full bg-surface-3"
      >
        <div className={cn('h-full rounded-full', status === 'cancelled' ? 'bg-red-500' : 'bg-accent')} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

/** The six middle stages, the current one and those before it marked done (SPEC section 4). */
export function OrderStepper({ status, title }: { status: string; title: string }) {
  const steps = stepperState(status);
  return (
    <ol aria-label={`${title} stages`} className="grid grid-cols-6 gap-1.5">
      {steps.map(({ stage, done, current }) => (
        <li key={stage} data-done={done} aria-current={current ? 'step' : undefined} className="grid min-w-0 gap-1">
          <span aria-hidden="true" className={cn('h-1.5 rounded-full', done ? 'bg-accent' : 'bg-surface-3', current && 'ring-2 ring-accent-soft/40')} />
          <span className={cn('sr-only @lg:not-sr-only @lg:flex @lg:min-w-0 @lg:items-start @lg:gap-0.5 @lg:text-[11px] @lg:leading-tight', done ? 'text-foreground' : 'text-muted-foreground')}>
            {done && <Check className="mt-px size-3 shrink-0 text-accent-soft" aria-hidden="true" />}
            <span className="min-w-0">{orderStatusInfo[stage].label}</span>
            <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
