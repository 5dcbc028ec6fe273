import { BarChart3, Code2, Globe, Palette, Search, ServerCog, ShoppingCart, Smartphone, Sparkles, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  website: Globe,
  logo: Palette,
  software: Code2,
  seo: Search,
  ecommerce: ShoppingCart,
  mobile: Smartphone,
  hosting: ServerCog,
  branding: Sparkles,
  analytics: BarChart3,
};

/** A service's icon in its tinted square. */
export function ServiceIcon({ id, className = 'size-11' }: { id: string; className?: string }) {
  const Icon = ICONS[id] ?? Sparkles;
  return (
    <span className={`flex shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent-soft ${className}`} aria-hidden="true">
      <Icon className="size-5" />
    </span>
  );
}
