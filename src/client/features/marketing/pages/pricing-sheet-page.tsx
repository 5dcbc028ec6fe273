import { Link } from 'wouter';
import { ArrowRight, MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { checkoutHref } from '@/features/orders/lib/order-services';
import { CallToAction } from '../components/call-to-action';
import { PricingCards } from '../components/pricing-cards';
import { DeliveryTimeline, ExtraPrices, PaymentTerms, ProcessNotes } from '../components/pricing-terms';

/** /pricing-sheet (public): the prices, add-ons, payment terms and delivery timeline on one sheet. */
export function PricingSheetPage() {
  return (
    <>
      <PageHeader title="Pricing Sheet" description="Everything we charge, on one page: services, add-ons, payment terms and delivery times." />
      <PricingCards />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <ExtraPrices />
        <PaymentTerms />
        <DeliveryTimeline />
        <ProcessNotes />
      </div>
      <CallToAction title="Ready to start?" text="Order a website today, or tell us about your project and we reply within 24 hours.">
        <Button asChild>
          <Link href={checkoutHref('website')}>
            Start Your Website
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/contact">
            <MessageSquare aria-hidden="true" />
            Request a Quote
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
