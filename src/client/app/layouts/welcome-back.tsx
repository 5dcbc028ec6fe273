import { greetingName } from '@shared/greeting';
import { cn } from '@/lib/utils';

/**
 * SPEC: signed-in users see 'Welcome back' with the part of their e-mail before the @ sign. One line cut
 * short in the header; `wrap` lets a long name run onto more lines (the menu drawer).
 */
export function WelcomeBack({ email, wrap = false, className }: { email: string | null | undefined; wrap?: boolean; className?: string }) {
  return (
    <p className={cn('min-w-0 text-sm text-muted-foreground', wrap ? '[overflow-wrap:anywhere]' : 'truncate', className)}>
      Welcome back, <span className="font-medium text-foreground">{greetingName(email)}</span>
    </p>
  );
}
