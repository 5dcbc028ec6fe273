import { PageHeader } from '@/components/ui/page-header';

/** /about — mission, vision, story and values arrive in a later issue. */
export function AboutPage() {
  return <PageHeader title="About" />;
}
