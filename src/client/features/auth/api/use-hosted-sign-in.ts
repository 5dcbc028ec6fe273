import { usePublicConfig } from '@/features/branding/api/use-public-config';

export interface HostedSignIn {
  /** True until GET /api/config has answered (no cached answer either). */
  isLoading: boolean;
  /** An OpenID Connect provider is configured: the hosted sign-in is the primary view. */
  enabled: boolean;
  /** The provider's name for "Sign in with {name}". */
  name: string;
}

/** Whether /login and /signup lead with the hosted sign-in (GET /api/config oidcEnabled, oidcName). */
export function useHostedSignIn(): HostedSignIn {
  const { data, isLoading } = usePublicConfig();
  return {
    isLoading: isLoading && !data,
    enabled: data?.oidcEnabled === true,
    name: data?.oidcName?.trim() || 'single sign-on',
  };
}
