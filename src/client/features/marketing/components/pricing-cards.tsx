import { useId } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Clock } from 'lucide-react';
import type { CatalogueService } from '@shared/catalogue';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { checkoutHref } from '@/features/orders/lib/order-services';
import { displayPrice } from '../lib/display-price';
import { pricingServices } from '../lib/pricing';
import { CheckList } from '@/components/ui/check-list';

function PricingCard({ service, featured }: { service: CatalogueService; featured: boolean }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className={featured ? 'flex flex-col border-accent/60 ring-1 ring-accent/40' : 'flex flex-col'}>
      <CardHeader>
        {featured && <Badge className="self-start">Most popular</Badge>}
        <CardTitle as="h3" id={titleId}>
          {service.name}
        </CardTitle>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <div>
          {service.startingAt && <p className="text-xs uppercase tracking-wide text-muted-foreground">Starting at</p>}
          <p className="text-4xl font-bold tabular-nums">{displayPrice(service.price)}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            Delivery in {service.delivery}
          </p>
        </div>
        <CheckList items={service.includes} label={`What is included: ${service.name}`} />
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={featured ? 'default' : 'secondary'}>
          <Link href={checkoutHref(service.id)} aria-label={`Get Started: ${service.name}`}>
            Get Started
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The three priced services of the pricing screens, each with what is included and Get Started to checkout. */
export function PricingCards() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-6 md:grid-cols-3">
      {/* Headings in order, h1 → h2 → the cards' h3 (axe heading-order); on screen the cards speak for themselves. */}
      <h2 id={headingId} className="sr-only">
        Prices
      </h2>
      {pricingServices().map((service) => (
        <PricingCard key={service.id} service={service} featured={service.id === 'website'} />
      ))}
    </section>
  );
}
