import type * as React from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AuthCard } from './auth-card';

/** The hosted sign-in (or sign-up) view: one button that hands over to the studio's identity provider. */
export function HostedSignInCard({
  title,
  description,
  actionLabel,
  href,
  note,
  footer,
}: {
  title: string;
  description: string;
  /** "Sign in with {provider}" / "Sign up with {provider}". */
  actionLabel: string;
  /** GET /api/login (a full-page navigation: the provider's page follows). */
  href: string;
  note: string;
  footer: React.ReactNode;
}) {
  return (
    <AuthCard title={title} description={description} footer={footer}>
      <div className="grid gap-4">
        <Button asChild size="lg" className="w-full">
          <a href={href}>
            <KeyRound aria-hidden="true" />
            {actionLabel}
          </a>
        </Button>
        <p className="text-center text-xs text-muted-foreground">{note}</p>
      </div>
    </AuthCard>
  );
}

/** A footer link that is a button: switches between the hosted and the fallback view. */
export function ViewSwitch({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="rounded-sm font-medium text-accent-soft underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      {children}
    </button>
  );
}
