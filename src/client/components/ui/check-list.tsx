import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A list of what something includes, each item after a green check. */
export function CheckList({ items, label, className }: { items: readonly string[]; label?: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-2 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-green-400" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
