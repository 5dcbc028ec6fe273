import type { ReactNode } from 'react';
import type { MetricTone } from '@shared/analytics-labels';
import { cn } from '@/lib/utils';

const TEXT: Record<MetricTone, string> = {
  green: 'text-green-300',
  yellow: 'text-yellow-200',
  red: 'text-red-300',
};

const BADGE: Record<MetricTone, string> = {
  green: 'bg-green-500/15 text-green-300',
  yellow: 'bg-yellow-500/15 text-yellow-200',
  red: 'bg-red-500/15 text-red-300',
};

const BAR: Record<MetricTone, string> = {
  green: 'bg-green-400',
  yellow: 'bg-yellow-300',
  red: 'bg-red-400',
};

export const toneText = (tone: MetricTone) => TEXT[tone];
export const toneBar = (tone: MetricTone) => BAR[tone];

/** A threshold label ('Excellent', 'Fast', ...) in its colour; data-tone lets tests read the colour. */
export function ToneBadge({ tone, children, className }: { tone: MetricTone; children: ReactNode; className?: string }) {
  return (
    <span data-tone={tone} className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE[tone], className)}>
      {children}
    </span>
  );
}
