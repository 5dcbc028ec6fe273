import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { refreshAuth } from './refresh-auth';

/** SPEC section 3: the 2FA setup data. */
export interface TwoFactorSetup {
  /** A data:image/png URL of the QR code. */
  qrCode: string;
  /** The base32 secret for manual entry. */
  secret: string;
}

/** POST /api/auth/2fa/setup: a new pending secret and its QR code (409 when 2FA is already on). */
export function useSetupTwoFactor() {
  return useMutation<TwoFactorSetup, Error, void>({
    mutationFn: async () => (await apiRequest('POST', '/api/auth/2fa/setup')).json() as Promise<TwoFactorSetup>,
  });
}

/**
 * POST /api/auth/2fa/verify {token}: a right code turns 2FA on and answers the 10 recovery codes (shown
 * once); the current user is refreshed (SPEC section 7).
 */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation<{ recoveryCodes: string[] }, Error, string>({
    mutationFn: async (token) => {
      const res = await apiRequest('POST', '/api/auth/2fa/verify', { token });
      return (await res.json()) as { recoveryCodes: string[] };
    },
    onSuccess: () => refreshAuth(queryClient),
  });
}

/** POST /api/auth/2fa/disable {code}: a current code or an unused recovery code turns 2FA off. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation<{ twoFactorEnabled: false }, Error, string>({
    mutationFn: async (code) => {
      const res = await apiRequest('POST', '/api/auth/2fa/disable', { code: code.trim() });
      return (await res.json()) as { twoFactorEnabled: false };
    },
    onSuccess: () => refreshAuth(queryClient),
  });
}
