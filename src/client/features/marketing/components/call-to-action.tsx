import type { ReactNode } from 'react';

/** A closing band with a heading, a line and its buttons. */
export function CallToAction({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-10 flex flex-col items-start justify-between gap-4 rounded-xl border border-border bg-gradient-to-br from-accent/20 via-surface to-surface p-6 sm:flex-row sm:items-center">
      <div>
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="mt-1 text-muted-foreground">{text}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">{children}</div>
    </section>
  );
}
