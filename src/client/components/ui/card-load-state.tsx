import { Button } from './button';

/** Inside a dashboard card: one line while its data loads, or that it could not be loaded, with Try again. */
export function CardLoadState({ what, failed, onRetry }: { what: string; failed: boolean; onRetry: () => void }) {
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <div role={failed ? 'alert' : 'status'} className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
      <span>{failed ? `${label} could not be loaded.` : `Loading ${what}...`}</span>
      {failed && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
