import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastHost } from '@/components/ui/toast-host';
import { queryClient } from '@/lib/query-client';
import { BrandingEffect } from '@/features/branding/components/branding-effect';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandingEffect />
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}
