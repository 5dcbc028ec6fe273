import { z } from 'zod';

/** What the browser learns about the studio from GET /api/config (custom branding). */
export const publicConfigSchema = z.object({
  studio: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    accentColor: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  oidcEnabled: z.boolean(),
  /** The hosted sign-in button's label: "Sign in with <oidcName>". */
  oidcName: z.string(),
  payments: z.object({
    /** 'test': the built-in card form; 'stripe': Stripe's Payment Element with the publishable key. */
    processor: z.enum(['test', 'stripe']),
    stripePublishableKey: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
