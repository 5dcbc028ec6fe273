import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { statusLabel, statusTone, type StatusTone } from '../lib/change-request-display';

const TONE_CLASSES: Record<StatusTone, string> = {
  yellow: 'bg-yellow-500/15 text-yellow-200',
  blue: 'bg-blue-500/15 text-blue-300',
  green: 'bg-green-500/15 text-green-300',
  red: 'bg-red-500/15 text-red-300',
  neutral: 'bg-gray-500/20 text-gray-300',
};

/** Pending yellow, in progress blue, completed green, cancelled red, anything else neutral (SPEC section 4). */
export function ChangeRequestStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge variant="secondary" data-tone={tone} className={cn('shrink-0', TONE_CLASSES[tone], className)}>
      {statusLabel(status)}
    </Badge>
  );
}
