import type { PublicConfig } from '../../../shared/config';
import type { AppContext } from '../../context';

/** The studio's public settings: GET /api/config, and the copy written into every page the SPA is served as. */
export function publicConfigOf({ config, services }: Pick<AppContext, 'config' | 'services'>): PublicConfig {
  return {
    studio: {
      name: config.STUDIO_NAME,
      logoUrl: config.STUDIO_LOGO_URL ?? null,
      accentColor: config.STUDIO_ACCENT_COLOR,
      contactEmail: config.STUDIO_CONTACT_EMAIL,
      contactPhone: config.STUDIO_CONTACT_PHONE ?? null,
      address: config.STUDIO_ADDRESS ?? null,
    },
    oidcEnabled: services.oidc.enabled,
    oidcName: services.oidc.name,
    payments: {
      processor: services.cards.processorName,
      stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    },
  };
}
