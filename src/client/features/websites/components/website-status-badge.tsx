import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { statusLabel, websiteStatusTone } from '../lib/website-display';

/** Active green, maintenance yellow, suspended red, inactive and unknown grey. */
export function WebsiteStatusBadge({ status, className }: { status: string | null | undefined; className?: string }) {
  return (
    <Badge variant={websiteStatusTone(status)} className={cn('shrink-0', className)}>
      {statusLabel(status)}
    </Badge>
  );
}
