import { Link } from 'wouter';
import { BookOpen, MessageSquare, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { CallToAction } from '../components/call-to-action';
import { MISSION, VALUES, VISION, type AboutItem } from '../lib/about-content';

function Statement({ item }: { item: AboutItem }) {
  const Icon = item.icon;
  return (
    <div className="rounded-xl border border-border bg-surface p-6 shadow-lg shadow-black/20">
      <span className="flex size-11 items-center justify-center rounded-lg bg-accent/15 text-accent-soft" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{item.title}</h2>
      <p className="mt-2 text-muted-foreground">{item.text}</p>
    </div>
  );
}

/** /about — mission, vision, story and the six values, with the way on to Contact and Services. */
export function AboutPage() {
  const studioName = useStudioName();
  return (
    <>
      <PageHeader
        title={`About ${studioName}`}
        description="A creative web studio for websites, logos and software, and the people who look after them."
      />

      <div className="grid gap-6 md:grid-cols-2">
        <Statement item={MISSION} />
        <Statement item={VISION} />
      </div>

      <section aria-labelledby="our-story" className="mt-10 grid gap-6 rounded-xl border border-border bg-gradient-to-br from-accent/10 via-surface to-surface p-6 lg:grid-cols-[auto_1fr] lg:p-8">
        <span className="flex size-11 items-center justify-center rounded-lg bg-accent/15 text-accent-soft" aria-hidden="true">
          <BookOpen className="size-5" />
        </span>
        <div className="grid max-w-3xl gap-4">
          <h2 id="our-story" className="text-xl font-semibold">
            Our Story
          </h2>
          <p className="text-muted-foreground">
            {studioName} started with a simple frustration: great websites were launched and then left alone. Owners waited days
            for small changes, never knew how their site was doing, and found out about expired domains from their customers.
          </p>
          <p className="text-muted-foreground">
            So we built the studio around what happens after launch as much as before it. Every site we design, logo we draw and
            application we write comes with a client portal: hosting and domains that renew on their own, analytics with uptime
            tracking, full backups on demand, change requests you can follow step by step, and an AI assistant that knows your
            account.
          </p>
          <p className="text-muted-foreground">
            Today we work with businesses of every size, and the promise is the same: a reply within 24 hours, clear prices, and
            a site that keeps getting better.
          </p>
        </div>
      </section>

      <section aria-labelledby="our-values" className="mt-10">
        <h2 id="our-values" className="mb-4 text-xl font-semibold">
          Our Values
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-border bg-surface p-5">
              <Icon className="mt-0.5 size-5 shrink-0 text-accent-soft" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CallToAction title="Let's work together" text="Tell us about your project, or see everything we can do for you.">
        <Button asChild>
          <Link href="/contact">
            <MessageSquare aria-hidden="true" />
            Contact Us
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/services">
            <Wrench aria-hidden="true" />
            Our Services
          </Link>
        </Button>
      </CallToAction>
    </>
  );
}
