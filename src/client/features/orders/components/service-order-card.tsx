import { useId } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Clock, Code2, Globe, Palette, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { displayPrice } from '../lib/order-display';
import type { OrderPageService } from '../lib/order-services';
import { CheckList } from '@/components/ui/check-list';

const ICONS: Record<string, LucideIcon> = { website: Globe, logo: Palette, software: Code2 };

/** A service on Order Services: what it is, its figure and delivery, what is included, and Order Now. */
export function ServiceOrderCard({ service }: { service: OrderPageService }) {
  const titleId = useId();
  const Icon = ICONS[service.id] ?? Globe;
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent/15 text-accent-soft" aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <CardTitle as="h2" id={titleId}>
          {service.name}
        </CardTitle>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-3xl font-bold tabular-nums">{displayPrice(service.price)}</p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            <span>
              <span className="sr-only">Delivery: </span>
              {service.delivery}
            </span>
          </p>
        </div>
        <CheckList items={service.includes} label={`${service.name} includes`} />
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link href={service.href} aria-label={`Order Now: ${service.name}`}>
            Order Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
