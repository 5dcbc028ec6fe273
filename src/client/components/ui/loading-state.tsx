import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A centred spinner with a text that screen readers announce. */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted-foreground', className)}>
      <Loader2 className="size-8 animate-spin text-accent-soft" aria-hidden="true" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
