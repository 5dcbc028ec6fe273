import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Lock, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

function StateCard({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent/15 text-accent-soft [&_svg]:size-6" aria-hidden="true">
            {icon}
          </span>
          <CardTitle as="h1">{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}

/** Signed-out visitors get this state instead of the Unauthorized redirect. */
export function AuthenticationRequired() {
  return (
    <StateCard icon={<Lock />} title="Authentication Required" description="Please log in to order a service.">
      <Button asChild size="lg" className="w-full">
        <Link href="/login">Log In</Link>
      </Button>
    </StateCard>
  );
}

/** ?service= names nothing in the catalogue. */
export function ServiceNotFound() {
  return (
    <StateCard icon={<SearchX />} title="Service Not Found" description="The service you are looking for does not exist or is no longer offered.">
      <Button asChild size="lg" className="w-full">
        <Link href="/orders">View All Services</Link>
      </Button>
    </StateCard>
  );
}
