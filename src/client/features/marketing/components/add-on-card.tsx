import { useId } from 'react';
import { Link } from 'wouter';
import { Info, ShoppingCart, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { checkoutHref } from '@/features/orders/lib/order-services';
import type { AddOn } from '../lib/add-ons';
import { CheckList } from '@/components/ui/check-list';

/** One add-on: name, category, price, description, features, Popular when it is; Purchase and Learn More. */
export function AddOnCard({ addOn, onLearnMore }: { addOn: AddOn; onLearnMore: (addOn: AddOn) => void }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="relative flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-lg shadow-black/20">
      <div className="grid gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {addOn.name}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{addOn.category}</Badge>
          {addOn.popular && (
            <Badge className="gap-1">
              <Star className="size-3" aria-hidden="true" />
              Popular
            </Badge>
          )}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{addOn.description}</p>
      <p className="text-3xl font-bold tabular-nums">{addOn.price}</p>
      <CheckList items={addOn.features} label={`${addOn.name} features`} className="flex-1 content-start gap-1.5" />
      <div className="grid grid-cols-2 gap-2">
        <Button asChild>
          <Link href={checkoutHref(addOn.id)} aria-label={`Purchase ${addOn.name}`}>
            <ShoppingCart aria-hidden="true" />
            Purchase
          </Link>
        </Button>
        <Button variant="outline" aria-label={`Learn More about ${addOn.name}`} onClick={() => onLearnMore(addOn)}>
          <Info aria-hidden="true" />
          Learn More
        </Button>
      </div>
    </article>
  );
}
