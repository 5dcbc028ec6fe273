import { Link } from 'wouter';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/features/auth/api/use-auth';

/** Signed-out visitors get this state instead of the Unauthorized redirect. */
function AuthenticationRequired() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent-soft" aria-hidden="true">
            <Lock className="size-6" />
          </span>
          <CardTitle as="h1">Authentication Required</CardTitle>
          <CardDescription>Please log in to order a service.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg" className="w-full">
            <Link href="/login">Log In</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** /checkout?service=… — requirements and payment steps arrive in a later issue. */
export function CheckoutPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingState label="Loading checkout..." />;
  if (!user) return <AuthenticationRequired />;
  return <PageHeader title="Checkout" />;
}
