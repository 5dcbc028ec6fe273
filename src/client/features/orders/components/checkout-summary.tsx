import type { CatalogueService } from '@shared/catalogue';
import { RUSH_SURCHARGE_PERCENT } from '@shared/orders';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { money } from '@/features/billing/lib/payment-display';
import type { CheckoutTotals } from '../lib/checkout';
import { priceCaption } from '../lib/checkout';

const NEXT_STEPS = [
  'Pay the 50% deposit to secure your place in our schedule.',
  'We review your requirements and contact you within 24 hours.',
  'Work begins, and you follow every stage from your dashboard.',
  'You review the result; the remaining 50% is due on completion.',
];

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={strong ? 'font-semibold' : 'text-sm text-muted-foreground'}>{label}</dt>
      <dd className={strong ? 'text-xl font-bold tabular-nums' : 'text-sm font-medium tabular-nums'}>{value}</dd>
    </div>
  );
}

/** The checkout's side summary: service price, processing fee, rush surcharge, total, the deposit due now, and what follows. */
export function CheckoutSummary({ service, totals }: { service: CatalogueService; totals: CheckoutTotals }) {
  const caption = priceCaption(service);
  const rush = totals.surcharge !== '0.00';
  return (
    <Card role="complementary" aria-label="Order summary">
      <CardHeader>
        <CardTitle>Order Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div>
          <p className="font-semibold">{service.name}</p>
          <p className="mt-1 text-sm text-muted-foreground">{service.description}</p>
          <p className="mt-2 text-xs text-muted-foreground">Typical delivery: {service.delivery}</p>
        </div>
        <dl className="grid gap-2 border-t border-border pt-4">
          <Row label="Service price" value={caption ? `${caption} ${money(totals.base)}` : money(totals.base)} />
          <Row label="Processing fee" value={money(totals.processingFee)} />
          {rush && <Row label={`Rush timeline (+${RUSH_SURCHARGE_PERCENT}%)`} value={money(totals.surcharge)} />}
          <div className="border-t border-border pt-3">
            <Row label="Total" value={money(totals.total)} strong />
          </div>
          <div className="rounded-lg bg-accent/10 px-3 py-2">
            <Row label="Due now (50% deposit)" value={money(totals.deposit)} />
          </div>
        </dl>
        <div>
          <h3 className="mb-2 text-sm font-semibold">What Happens Next</h3>
          <ol className="grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground marker:text-accent-soft">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
