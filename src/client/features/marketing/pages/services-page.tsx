import { useId } from 'react';
import { Link } from 'wouter';
import { ArrowRight, MessageSquare, Tag } from 'lucide-react';
import type { CatalogueService } from '@shared/catalogue';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useAuth } from '@/features/auth/api/use-auth';
import { checkoutHref } from '@/features/orders/lib/order-services';
import { CallToAction } from '../components/call-to-action';
import { ServiceIcon } from '../components/service-icons';
import { displayPrice } from '../lib/display-price';
import { ADDITIONAL_SERVICES, mainServices, PROCESS_STEPS } from '../lib/services-content';
import { CheckList } from '@/components/ui/check-list';

function MainServiceCard({ service }: { service: CatalogueService }) {
  const titleId = useId();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col">
      <CardHeader>
        <ServiceIcon id={service.id} />
        <CardTitle as="h3" id={titleId} className="mt-2">
          {service.name}
        </CardTitle>
        <CardDescription>{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <p className="text-sm text-muted-foreground">
          {service.startingAt ? 'From ' : ''}
          <span className="text-lg font-semibold text-foreground">{displayPrice(service.price)}</span> · {service.delivery}
        </p>
        <CheckList items={service.includes} label={`${service.name} includes`} />
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link href={checkoutHref(service.id)} aria-label={`Get Started: ${service.name}`}>
            Get Started
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** /services (public): three main services with Get Started, six more with Get Quote, the process, and the way onward. */
export function ServicesPage() {
  const { isAuthenticated } = useAuth();
  return (
    <>
      <PageHeader title="Services" description="Websites, logos and software, designed and built by one studio." />
      <section aria-labelledby="main-services" className="mb-10">
        <h2 id="main-services" className="sr-only">
          Main services
        </h2>
        <div className="grid gap-6 md:grid-cols-3">
          {mainServices().map((service) => (
            <MainServiceCard key={service.id} service={service} />
          ))}
        </div>
      </section>

      <section aria-labelledby="additional-services" className="mb-10">
        <h2 id="additional-services" className="mb-4 text-xl font-semibold">
          Additional Services
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ADDITIONAL_SERVICES.map((service) => (
            <li key={service.id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
              <div className="flex items-center gap-3">
                <ServiceIcon id={service.id} className="size-10" />
                <h3 className="font-semibold">{service.name}</h3>
              </div>
              <p className="flex-1 text-sm text-muted-foreground">{service.description}</p>
              <Button asChild variant="outline" size="sm" className="self-start">
                <Link href="/contact" aria-label={`Get Quote: ${service.name}`}>
                  Get Quote
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="our-process">
        <h2 id="our-process" className="mb-4 text-xl font-semibold">
          Our Process
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROCESS_STEPS.map((step, index) => (
            <li key={step.name} className="rounded-xl border border-border bg-surface p-5">
              <span className="flex size-9 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-3 font-semibold">{step.name}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <CallToAction title="Let's build something together" text="Tell us about your project, or see what each service costs.">
        <Button asChild>
          <Link href="/contact">
            <MessageSquare aria-hidden="true" />
            Contact Us
          </Link>
        </Button>
        {/* Visitors see the public sheet, as the header's Pricing link does; /pricing needs sign-in. */}
        <Button asChild variant="outline">
          <Link href={isAuthenticated ? '/pricing' : '/pricing-sheet'}>
            <Tag aria-hidden="true" />
            View Pricing
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
