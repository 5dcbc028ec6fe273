import { useState } from 'react';
import { Link } from 'wouter';
import { Headphones, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/utils';
import { AddOnCard } from '../components/add-on-card';
import { AddOnDetailsDialog } from '../components/add-on-details-dialog';
import { ADD_ON_CATEGORIES, addOns, filterAddOns, type AddOn, type AddOnCategory } from '../lib/add-ons';

/** /add-ons (signed in): the static add-on catalogue with a category filter, details and Purchase. */
export function AddOnsPage() {
  const [category, setCategory] = useState<AddOnCategory>('All');
  const [details, setDetails] = useState<AddOn | null>(null);
  const shown = filterAddOns(addOns, category);

  return (
    <>
      <PageHeader title="Add-Ons" description="Extend your website with features you can order on their own." />
      <div role="group" aria-label="Filter by category" className="mb-2 flex flex-wrap gap-2">
        {ADD_ON_CATEGORIES.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={category === name ? 'default' : 'outline'}
            aria-pressed={category === name}
            className={cn('rounded-full', category !== name && 'text-muted-foreground')}
            onClick={() => setCategory(name)}
          >
            {name}
          </Button>
        ))}
      </div>
      <p role="status" className="mb-6 text-sm text-muted-foreground">
        {category === 'All' ? `Showing all ${shown.length} add-ons` : `Showing ${shown.length} ${category} add-on${shown.length === 1 ? '' : 's'}`}
      </p>
      <section aria-label="Add-ons" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((addOn) => (
          <AddOnCard key={addOn.id} addOn={addOn} onLearnMore={setDetails} />
        ))}
      </section>

      <section aria-labelledby="custom-add-on" className="mt-10 rounded-xl border border-border bg-gradient-to-br from-accent/20 via-surface to-surface p-6">
        <h2 id="custom-add-on" className="text-xl font-semibold">
          Need Something Custom
        </h2>
        <p className="mt-1 max-w-2xl text-muted-foreground">
          Don't see what you need? We build custom integrations and features for your website. Tell us about it and we reply within 24 hours.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/contact">
              <Wand2 aria-hidden="true" />
              Request Custom Add-On
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">
              <Headphones aria-hidden="true" />
              Contact Sales Team
            </Link>
          </Button>
        </div>
      </section>
      <AddOnDetailsDialog addOn={details} onClose={() => setDetails(null)} />
    </>
  );
}
