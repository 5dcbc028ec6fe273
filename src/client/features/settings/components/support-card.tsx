import { useState } from 'react';
import { useLocation } from 'wouter';
import { BookOpen, Bug, LifeBuoy, Lightbulb, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { newChangeRequestPath, OPEN_CHAT_EVENT } from '../lib/sections';
import { DocumentationDialog } from './documentation-dialog';

/** Support & Help: the assistant chat, the help centre, and feature or bug requests. */
export function SupportCard() {
  const [, navigate] = useLocation();
  const [docsOpen, setDocsOpen] = useState(false);

  return (
    <Card id="support" className="scroll-mt-32 xl:scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="flex items-center gap-2">
            <LifeBuoy className="size-5 text-accent-soft" aria-hidden="true" />
            Support &amp; Help
          </CardTitle>
          <span className="inline-flex items-center gap-2 rounded-full bg-green-500/15 px-3 py-1 text-xs font-semibold text-green-300">
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-green-400 opacity-60" />
              <span className="relative inline-flex size-2 rounded-full bg-green-400" />
            </span>
            Support Online
          </span>
        </div>
        <CardDescription>Our support team is available 24/7. Ask the assistant, read the guides or tell us what to build or fix.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="outline" className="h-auto justify-start py-3" onClick={() => window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT))}>
            <MessageCircle aria-hidden="true" />
            Contact Support
          </Button>
          <Button variant="outline" className="h-auto justify-start py-3" onClick={() => setDocsOpen(true)}>
            <BookOpen aria-hidden="true" />
            Documentation
          </Button>
          <Button variant="outline" className="h-auto justify-start py-3" onClick={() => navigate(newChangeRequestPath('feature'))}>
            <Lightbulb aria-hidden="true" />
            Feature Request
          </Button>
          <Button variant="outline" className="h-auto justify-start py-3" onClick={() => navigate(newChangeRequestPath('bug'))}>
            <Bug aria-hidden="true" />
            Report Bug
          </Button>
        </div>
      </CardContent>
      <DocumentationDialog open={docsOpen} onOpenChange={setDocsOpen} />
    </Card>
  );
}
