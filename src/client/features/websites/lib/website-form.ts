import type { Website, WebsiteInputParsed } from '@shared/websites';

/** What the create/edit form holds: every input is text (prices included, as the API's decimal strings). */
export interface WebsiteFormValues {
  name: string;
  domain: string;
  deploymentUrl: string;
  repositoryUrl: string;
  hostingPrice: string;
  domainPrice: string;
}

export type WebsiteFormField = keyof WebsiteFormValues;

/** The body of POST /api/websites and PUT /api/websites/{id}. */
export interface WebsitePayload {
  name: string;
  domain: string;
  deploymentUrl?: string;
  repositoryUrl?: string;
  hostingPrice?: string;
  domainPrice?: string;
}

export const WEBSITE_FORM_FIELDS: readonly WebsiteFormField[] = ['name', 'domain', 'deploymentUrl', 'repositoryUrl', 'hostingPrice', 'domainPrice'];

/** Empty for Create; the website's current values for Edit. */
export function websiteFormValues(website?: Website | null): WebsiteFormValues {
  return {
    name: website?.name ?? '',
    domain: website?.domain ?? '',
    deploymentUrl: website?.deploymentUrl ?? '',
    repositoryUrl: website?.repositoryUrl ?? '',
    hostingPrice: website?.hostingPrice ?? '',
    domainPrice: website?.domainPrice ?? '',
  };
}

/** The validated form as the API takes it: strings only, optional fields left out when empty (SPEC section 5). */
export function websitePayload(values: WebsiteInputParsed): WebsitePayload {
  const payload: WebsitePayload = { name: values.name, domain: values.domain };
  for (const key of ['deploymentUrl', 'repositoryUrl', 'hostingPrice', 'domainPrice'] as const) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') payload[key] = value;
  }
  return payload;
}

/** Field messages from a 400 answer that belong to the form's fields. */
export function formFieldErrors(errors: Record<string, string>): Array<[WebsiteFormField, string]> {
  return Object.entries(errors).filter((entry): entry is [WebsiteFormField, string] =>
    (WEBSITE_FORM_FIELDS as readonly string[]).includes(entry[0]),
  );
}
