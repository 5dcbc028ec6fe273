import { ExternalLink } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { externalUrl } from '../lib/website-display';

/**
 * A link styled as a button that opens the deployed site in a new tab. Without an address: nothing, or
 * with `keepPlace` a disabled button saying why (so rows of cards stay aligned).
 */
export function VisitWebsiteButton({
  url,
  siteName,
  iconOnly = false,
  keepPlace = false,
  size = 'sm',
  variant = 'outline',
}: {
  url: string | null | undefined;
  siteName: string;
  iconOnly?: boolean;
  keepPlace?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const href = externalUrl(url);
  const label = iconOnly ? <span className="sr-only">Visit {siteName}</span> : 'Visit';
  if (!href) {
    if (!keepPlace) return null;
    return (
      <Button variant={variant} size={size} disabled title="No deployment URL yet">
        <ExternalLink aria-hidden="true" />
        {label}
        <span className="sr-only"> (no deployment URL yet)</span>
      </Button>
    );
  }
  return (
    <Button asChild variant={variant} size={size}>
      <a href={href} target="_blank" rel="noopener noreferrer" title={iconOnly ? `Visit ${siteName}` : undefined}>
        <ExternalLink aria-hidden="true" />
        {label}
        <span className="sr-only">{iconOnly ? '' : ` ${siteName}`} (opens in a new tab)</span>
      </a>
    </Button>
  );
}
