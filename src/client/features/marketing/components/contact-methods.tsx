import type { ReactNode } from 'react';
import { CalendarCheck, Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePublicConfig, useStudioName } from '@/features/branding/api/use-public-config';
import { consultationHref, telHref } from '../lib/contact-content';

function Method({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent-soft" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="[overflow-wrap:anywhere]">{children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium text-accent-soft underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm';

/** The studio's e-mail, phone and address from GET /api/config (phone and address only when configured). */
export function ContactMethods() {
  const { data, isPending } = usePublicConfig();
  const studio = data?.studio;
  return (
    <section aria-labelledby="contact-methods" className="rounded-xl border border-border bg-surface p-6 shadow-lg shadow-black/20">
      <h2 id="contact-methods" className="text-lg font-semibold">
        Contact Methods
      </h2>
      {!studio ? (
        <p className="mt-4 text-sm text-muted-foreground" role="status">
          {isPending ? 'Loading contact details...' : 'Contact details are unavailable right now. Please use the form.'}
        </p>
      ) : (
        <ul className="mt-5 grid gap-5">
          <Method icon={Mail} label="Email">
            <a href={`mailto:${studio.contactEmail}`} className={linkClass}>
              {studio.contactEmail}
            </a>
          </Method>
          {studio.contactPhone && (
            <Method icon={Phone} label="Phone">
              <a href={telHref(studio.contactPhone)} className={linkClass}>
                {studio.contactPhone}
              </a>
            </Method>
          )}
          {studio.address && (
            <Method icon={MapPin} label="Address">
              <address className="whitespace-pre-line not-italic">{studio.address}</address>
            </Method>
          )}
          <Method icon={Clock} label="Response time">
            <p>Within 24 hours</p>
          </Method>
        </ul>
      )}
    </section>
  );
}

/** A mailto: button to book the free consultation with the studio's contact address. */
export function FreeConsultation() {
  const { data } = usePublicConfig();
  const studioName = useStudioName();
  const email = data?.studio.contactEmail;
  return (
    <section
      aria-labelledby="free-consultation"
      className="rounded-xl border border-border bg-gradient-to-br from-accent/20 via-surface to-surface p-6"
    >
      <CalendarCheck className="size-6 text-accent-soft" aria-hidden="true" />
      <h2 id="free-consultation" className="mt-3 text-lg font-semibold">
        Free Consultation
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Not sure where to start? Book a free 30-minute call and we will map out your project together.
      </p>
      {email ? (
        <Button asChild className="mt-4 w-full">
          <a href={consultationHref(email, studioName)}>
            <Mail aria-hidden="true" />
            Book a Free Consultation
          </a>
        </Button>
      ) : (
        <Button className="mt-4 w-full" disabled>
          <Mail aria-hidden="true" />
          Book a Free Consultation
        </Button>
      )}
    </section>
  );
}
