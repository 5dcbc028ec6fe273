import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ContactForm } from '../components/contact-form';
import { ContactMethods, FreeConsultation } from '../components/contact-methods';
import { CONTACT_STATS } from '../lib/contact-content';

/** /contact — stats, the contact form, the studio's contact methods and a free consultation button. */
export function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" description="Tell us about your project. We reply to every message within 24 hours." />

      <section aria-label="At a glance" className="mb-8">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {CONTACT_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl border border-border bg-surface p-5 text-center">
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold text-accent-soft sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 xl:grid-cols-3">
        <Card className="min-w-0 xl:col-span-2">
          <CardHeader className="p-5 sm:p-6">
            <CardTitle>Send Us a Message</CardTitle>
            <CardDescription>Share a few details and we will come back with ideas, a quote and a timeline.</CardDescription>
          </CardHeader>
          <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
            <ContactForm />
          </CardContent>
        </Card>
        <div className="grid min-w-0 content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
          <ContactMethods />
          <FreeConsultation />
        </div>
      </div>
    </>
  );
}
