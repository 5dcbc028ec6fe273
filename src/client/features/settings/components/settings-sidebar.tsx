import { useEffect, useRef, useState } from 'react';
import { LifeBuoy, Shield, SlidersHorizontal, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { sectionFromHash, settingsSections, type SettingsSectionId } from '../lib/sections';

const icons: Record<SettingsSectionId, LucideIcon> = {
  profile: UserRound,
  security: Shield,
  preferences: SlidersHorizontal,
  support: LifeBuoy,
};

/**
 * The Settings sidebar: a link per card that follows the scroll position. A column beside the cards on
 * wide screens, a row of tabs above them on narrow ones.
 */
export function SettingsSidebar() {
  const [active, setActive] = useState<SettingsSectionId>(() => sectionFromHash(window.location.hash));
  // A followed link wins over the scroll position for a moment (near the bottom the page cannot scroll far enough).
  const pinnedUntil = useRef(0);

  // Opened as /settings#security: the cards were not there yet when the browser looked for the anchor.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  // The current section is the last one whose top has passed a line a third of the way down the window
  // (the last one outright at the bottom of the page).
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      if (performance.now() < pinnedUntil.current) return;
      const line = window.innerHeight / 3;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let current: SettingsSectionId = settingsSections[0].id;
      for (const { id } of settingsSections) {
        const element = document.getElementById(id);
        if (element && (atBottom || element.getBoundingClientRect().top <= line)) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <nav
      aria-label="Settings sections"
      className="sticky top-16 z-20 -mx-4 border-b border-border bg-background/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 xl:top-22 xl:mx-0 xl:self-start xl:border-0 xl:bg-transparent xl:p-0"
    >
      <ul className="flex gap-1 overflow-x-auto xl:flex-col">
        {settingsSections.map(({ id, label }) => {
          const Icon = icons[id];
          const current = active === id;
          return (
            <li key={id} className="shrink-0">
              <a
                href={`#${id}`}
                aria-current={current ? 'location' : undefined}
                onClick={() => {
                  pinnedUntil.current = performance.now() + 400;
                  setActive(id);
                }}
                className={cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-surface-2 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current && 'bg-surface-3 text-foreground xl:shadow-[inset_3px_0_0_var(--color-accent-soft)]',
                )}
              >
                <Icon className={cn('hidden size-4 sm:block', current && 'text-accent-soft')} aria-hidden="true" />
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
