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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
