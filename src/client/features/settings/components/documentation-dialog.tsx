import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/loading-state';
import { useHelpArticles } from '../api/use-help-articles';
import { screenLabel } from '../lib/screens';

/** Support & Help → Documentation: the help-centre articles, each with a link to the screen it explains. */
export function DocumentationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const articles = useHelpArticles(open);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Documentation</DialogTitle>
          <DialogDescription>Short guides to the portal. Each one links to the screen it is about.</DialogDescription>
        </DialogHeader>
        {articles.isLoading ? (
          <LoadingState label="Loading articles..." className="min-h-40" />
        ) : articles.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">The help articles could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void articles.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul aria-label="Help articles" className="grid gap-3">
            {(articles.data ?? []).map((article) => (
              <li key={article.id} className="rounded-lg border border-border bg-surface-2/50 p-4">
                <h3 className="font-semibold">{article.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{article.body}</p>
                <Link
                  href={article.screen}
                  onClick={() => onOpenChange(false)}
                  className="mt-2 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-soft underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Go to {screenLabel(article.screen)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
