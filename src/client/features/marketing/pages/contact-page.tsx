import { PageHeader } from '@/components/ui/page-header';

/** /contact — the contact form and methods arrive in a later issue. */
export function ContactPage() {
  return <PageHeader title="Contact" />;
}
