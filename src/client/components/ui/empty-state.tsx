import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link under the text. */
  action?: ReactNode;
  /** A heading where the empty state stands for a section of its own; a paragraph inside a titled card. */
  titleAs?: 'h3' | 'p';
  /** `large` where the list is the page's main content. */
  size?: 'default' | 'large';
  /** The icon's colour, when it says more than "nothing here" (e.g. all paid up). */
  iconClassName?: string;
}

/** The dashed box a list shows when it has nothing to list. */
export function EmptyState({ icon: Icon, title, description, action, titleAs: Title = 'p', size = 'default', iconClassName }: EmptyStateProps) {
  const large = size === 'large';
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 text-center', large ? 'py-12' : 'py-10')}>
      <Icon className={cn(large ? 'size-10' : 'size-9', iconClassName ?? 'text-muted-foreground')} aria-hidden="true" />
      <div>
        <Title className={cn('font-semibold', large && 'text-lg')}>{title}</Title>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}
