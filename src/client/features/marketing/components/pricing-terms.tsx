import type { ReactNode } from 'react';
import { CalendarClock, CreditCard, Headphones, Plus } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EXTRA_PRICES, PAYMENT_NOTES, PROCESS_NOTES, pricingServices } from '../lib/pricing';

function TermsCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <span className="text-accent-soft [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Notes({ notes }: { notes: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ul className="grid gap-3">
      {notes.map((note) => (
        <li key={note.title}>
          <p className="font-medium">{note.title}</p>
          <p className="text-sm text-muted-foreground">{note.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function PaymentTerms() {
  return (
    <TermsCard title="Payment Terms" icon={<CreditCard />}>
      <Notes notes={PAYMENT_NOTES} />
    </TermsCard>
  );
}

export function ProcessNotes() {
  return (
    <TermsCard title="Process and Support" icon={<Headphones />}>
      <Notes notes={PROCESS_NOTES} />
    </TermsCard>
  );
}

export function ExtraPrices() {
  return (
    <TermsCard title="Add-Ons" icon={<Plus />}>
      <dl className="grid gap-2">
        {EXTRA_PRICES.map((extra) => (
          <div key={extra.name} className="flex items-baseline justify-between gap-4 border-b border-border/60 pb-2 last:border-0 last:pb-0">
            <dt className="text-sm">{extra.name}</dt>
            <dd className="font-semibold tabular-nums">
              {extra.price}
              <span className="text-xs font-normal text-muted-foreground"> {extra.period}</span>
            </dd>
          </div>
        ))}
      </dl>
    </TermsCard>
  );
}

export function DeliveryTimeline() {
  return (
    <TermsCard title="Delivery Timeline" icon={<CalendarClock />}>
      <ol className="grid gap-2">
        {pricingServices().map((service) => (
          <li key={service.id} className="flex items-baseline justify-between gap-4 border-b border-border/60 pb-2 last:border-0 last:pb-0">
            <span className="text-sm">{service.name}</span>
            <span className="font-semibold">{service.delivery}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted-foreground">Counted from the day the deposit is paid. Need it sooner? Choose the rush timeline (50% extra) at checkout.</p>
    </TermsCard>
  );
}
