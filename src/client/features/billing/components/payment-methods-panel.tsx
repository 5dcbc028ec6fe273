import { CreditCard, Loader2, Trash2 } from 'lucide-react';
import type { SavedCard } from '@shared/payment-methods';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/use-toast';
import { notifyCallError } from '@/features/auth/lib/call-errors';
import { usePaymentMethods } from '../api/use-payment-methods';
import { useRemovePaymentMethod } from '../api/use-remove-payment-method';
import { cardBrandLabel, cardExpiry, maskedCard } from '../lib/payment-display';

function SavedCardItem({ card }: { card: SavedCard }) {
  const remove = useRemovePaymentMethod();
  const name = `${cardBrandLabel(card.brand)} ${maskedCard(card.last4)}`;
  const onRemove = () =>
    remove.mutate(card.id, {
      onSuccess: () => toast({ title: 'Card Removed', description: `${name} will no longer be used for automatic renewals.` }),
      onError: (error) => notifyCallError(error, 'Failed to remove card. Please try again.'),
    });
  return (
    <li className="flex items-center gap-3 rounded-lg border border-border bg-surface-2/60 p-3">
      <CreditCard className="size-5 shrink-0 text-accent-soft" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">
          {cardBrandLabel(card.brand)} <span className="whitespace-nowrap tabular-nums">{maskedCard(card.last4)}</span>
        </p>
        <p className="text-xs text-muted-foreground">Expires {cardExpiry(card.expMonth, card.expYear)}</p>
      </div>
      <Button variant="ghost" size="sm" className="text-red-300 hover:text-red-200" aria-label={`Remove ${name}`} disabled={remove.isPending} onClick={onRemove}>
        {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
        Remove
      </Button>
    </li>
  );
}

/** The client's saved cards (real ones, used for automatic renewals), each removable. */
export function PaymentMethodsPanel() {
  const methods = usePaymentMethods();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payment Methods</CardTitle>
        <CardDescription>Cards saved for automatic renewals.</CardDescription>
      </CardHeader>
      <CardContent>
        {methods.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading saved cards...</p>
        ) : methods.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>Saved cards could not be loaded.</span>
            <Button variant="outline" size="sm" onClick={() => void methods.refetch()}>
              Try again
            </Button>
          </div>
        ) : !methods.data?.length ? (
          <p className="text-sm text-muted-foreground">No saved cards. Tick “Save this card for automatic renewals” when you pay to add one.</p>
        ) : (
          <ul aria-label="Saved cards" className="grid grid-cols-1 gap-2">
            {methods.data.map((card) => (
              <SavedCardItem key={card.id} card={card} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
