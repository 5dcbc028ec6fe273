import { Link } from 'wouter';
import { linkSegments } from '../lib/portal-links';

/** An answer as plain text (line breaks kept); the portal paths it names are in-app links. Never HTML. */
export function MessageText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {linkSegments(text).map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <Link key={i} href={segment.href} className={linkClassName}>
            {segment.href}
          </Link>
        ),
      )}
    </p>
  );
}
