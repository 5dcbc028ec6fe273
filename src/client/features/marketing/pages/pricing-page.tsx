import { Link } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { CallToAction } from '../components/call-to-action';
import { PricingCards } from '../components/pricing-cards';
import { DeliveryTimeline, ExtraPrices, PaymentTerms, ProcessNotes } from '../components/pricing-terms';

/** /pricing (signed in): the three priced services with Get Started, what is included, payment and process notes. */
export function PricingPage() {
  return (
    <>
      <PageHeader title="Pricing" description="Clear prices for every project. Pick a service to start, or ask us for a custom quote." />
      <PricingCards />
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <PaymentTerms />
        <ProcessNotes />
        <ExtraPrices />
        <DeliveryTimeline />
      </div>
      <CallToAction title="Need something bigger?" text="Custom software, larger sites or an ongoing partnership: we will put together a quote for you.">
        <Button asChild>
          <Link href="/contact">
            <MessageSquare aria-hidden="true" />
            Contact for Custom Quote
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
