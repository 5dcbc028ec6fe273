import { useRef } from 'react';
import { Link } from 'wouter';
import { ArrowDown, LayoutDashboard, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HOSTED_LOGIN_URL } from '@/features/auth/lib/session';
import { useStudioName } from '@/features/branding/api/use-public-config';
import { HeroVideo } from '../components/hero-video';
import { CAPABILITIES, FEATURES, type Highlight } from '../lib/home-content';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { CheckList } from '@/components/ui/check-list';

function CapabilityCard({ item }: { item: Highlight }) {
  const Icon = item.icon;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6 shadow-lg shadow-black/20">
      <span className="flex size-11 items-center justify-center rounded-lg bg-accent/15 text-accent-soft" aria-hidden="true">
        <Icon className="size-5" />
      </span>
      <h3 className="text-lg font-semibold leading-tight">
        {item.title}
      </h3>
      <p className="flex-1 text-sm text-muted-foreground">{item.text}</p>
      {item.points && (
        <CheckList items={item.points} className="gap-1.5" />
      )}
    </li>
  );
}

function FeatureTile({ item }: { item: Highlight }) {
  const Icon = item.icon;
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-gradient-to-br from-accent/10 via-surface to-surface p-6">
      <Icon className="mt-0.5 size-6 shrink-0 text-accent-soft" aria-hidden="true" />
      <div>
        <h3 className="font-semibold">{item.title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
      </div>
    </li>
  );
}

/** / — the landing page: hero over a looping video, four capability cards, three feature tiles and a call to action. */
export function HomePage() {
  const studioName = useStudioName();
  const reducedMotion = useReducedMotion();
  const capabilitiesHeading = useRef<HTMLHeadingElement>(null);

  const showCapabilities = () => {
    const heading = capabilitiesHeading.current;
    if (!heading) return;
    // Move keyboard and screen-reader focus along with the view.
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="relative -mx-4 -mt-6 flex min-h-[min(40rem,calc(100svh-4rem))] items-center overflow-hidden border-b border-border sm:-mx-6 lg:-mx-8"
      >
        <HeroVideo />
        {/* Keeps the text readable whatever frame of the loop is behind it. */}
        <div className="absolute inset-0 bg-gradient-to-r from-background/90 via-background/60 to-background/20" aria-hidden="true" />
        <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-background to-transparent" aria-hidden="true" />

        <div className="relative w-full px-4 py-16 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <p className="mb-4 inline-flex max-w-full items-center gap-2 rounded-2xl border border-white/15 bg-black/30 px-3 py-1 text-sm text-foreground/90 backdrop-blur">
              <span className="size-2 shrink-0 rounded-full bg-green-400" aria-hidden="true" />
              <span className="min-w-0">Websites, logos and software by {studioName}</span>
            </p>
            <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
              Future-Ready Web Solutions
            </h1>
            <p className="mt-5 max-w-xl text-lg text-foreground/90">
              We design and build your website, then look after it with you: hosting, billing, analytics, backups and changes, all
              in one client portal.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href="/login">
                  <LayoutDashboard aria-hidden="true" />
                  Access Dashboard
                </Link>
              </Button>
              <Button size="lg" variant="outline" className="bg-black/30 backdrop-blur" onClick={showCapabilities}>
                Learn More
                <ArrowDown aria-hidden="true" />
              </Button>
            </div>
          </div>
        </div>
      </section>

      <section id="capabilities" aria-labelledby="capabilities-title" className="scroll-mt-20 pt-16">
        <div className="mb-8 max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-soft">Capabilities</p>
          <h2 id="capabilities-title" ref={capabilitiesHeading} tabIndex={-1} className="mt-2 text-3xl font-bold tracking-tight focus:outline-none">
            Everything your website needs, in one place
          </h2>
          <p className="mt-3 text-muted-foreground">
            Your site is only the start. The portal keeps it fast, paid for, backed up and improving.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
          {CAPABILITIES.map((item) => (
            <CapabilityCard key={item.title} item={item} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="features-title" className="pt-16">
        <h2 id="features-title" className="mb-6 text-2xl font-bold tracking-tight">
          Built in from day one
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {FEATURES.map((item) => (
            <FeatureTile key={item.title} item={item} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="get-started-title"
        className="mt-16 flex flex-col items-center gap-5 rounded-2xl border border-border bg-gradient-to-br from-accent/25 via-surface to-surface px-6 py-12 text-center"
      >
        <h2 id="get-started-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Ready to build what comes next?
        </h2>
        <p className="max-w-xl text-muted-foreground">
          Sign in to follow your project, pay invoices, request changes and see how your site performs.
        </p>
        {/* A full page load: /api/login is the server's sign-in redirect, not a screen of this app. */}
        <Button asChild size="lg">
          <a href={HOSTED_LOGIN_URL}>
            <Rocket aria-hidden="true" />
            Get Started Now
          </a>
        </Button>
      </section>
    </>
  );
}
