import { Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';
import { usePublicConfig, useStudioName } from '../api/use-public-config';

/** The studio's logo (or a neutral mark) and name, both from GET /api/config. */
export function StudioLogo({ className, hideNameOnSmall = false }: { className?: string; hideNameOnSmall?: boolean }) {
  const { data } = usePublicConfig();
  const name = useStudioName();
  const logoUrl = data?.studio.logoUrl;
  return (
    <span className={cn('flex min-w-0 items-center gap-2 font-semibold', className)}>
      {logoUrl ? (
        <img src={logoUrl} alt="" className="size-8 shrink-0 rounded-md object-contain" />
      ) : (
        <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent text-accent-foreground">
          <Sparkles className="size-4" />
        </span>
      )}
      {/* On small screens the name stays in the accessibility tree (it names the home link) but is not drawn. */}
      <span className={cn('min-w-0', hideNameOnSmall && 'sr-only sm:not-sr-only')}>
        <span title={name} className="block max-w-[12rem] truncate text-base lg:max-w-[10rem] xl:max-w-[18rem]">
          {name}
        </span>
      </span>
    </span>
  );
}
