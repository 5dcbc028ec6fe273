import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Any path the router does not know. */
export function NotFoundPage() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-4 pt-6">
          <div className="flex items-center gap-3">
            <CircleAlert className="size-8 shrink-0 text-red-400" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link href="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
