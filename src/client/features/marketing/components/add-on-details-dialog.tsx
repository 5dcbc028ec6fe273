import { Link } from 'wouter';
import { Clock, ShoppingCart } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { checkoutHref } from '@/features/orders/lib/order-services';
import type { AddOn } from '../lib/add-ons';
import { CheckList } from '@/components/ui/check-list';

/** Learn More: the add-on's details, with Purchase from here too. */
export function AddOnDetailsDialog({ addOn, onClose }: { addOn: AddOn | null; onClose: () => void }) {
  return (
    <Dialog open={addOn !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {addOn && (
          <>
            <DialogHeader>
              <DialogTitle>{addOn.name}</DialogTitle>
              <DialogDescription>{addOn.description}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{addOn.category}</Badge>
              {addOn.popular && <Badge>Popular</Badge>}
            </div>
            <dl className="grid grid-cols-2 gap-4">
              <div>
                <dt className="text-xs text-muted-foreground">Price</dt>
                <dd className="text-2xl font-bold tabular-nums">{addOn.price}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Delivery</dt>
                <dd className="flex items-center gap-1.5 font-medium">
                  <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
                  {addOn.delivery}
                </dd>
              </div>
            </dl>
            <div>
              <h3 className="mb-2 text-sm font-semibold">What you get</h3>
              <CheckList items={addOn.features} className="gap-1.5" />
            </div>
            <p className="text-sm text-muted-foreground">Ordered like any service: a 50% deposit to start, the rest on completion.</p>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button asChild>
                <Link href={checkoutHref(addOn.id)}>
                  <ShoppingCart aria-hidden="true" />
                  Purchase
                </Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
