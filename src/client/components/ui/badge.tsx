import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-accent text-accent-foreground',
        secondary: 'border-transparent bg-surface-3 text-foreground',
        outline: 'border-border text-foreground',
        success: 'border-transparent bg-green-500/15 text-green-300',
        warning: 'border-transparent bg-yellow-500/15 text-yellow-200',
        destructive: 'border-transparent bg-red-500/15 text-red-300',
        muted: 'border-transparent bg-gray-500/20 text-gray-300',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends React.HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
