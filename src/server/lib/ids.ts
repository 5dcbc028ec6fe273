import { notFound } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

/** A record id from a URL: a malformed one is answered like any id that is not the caller's, 404. */
export function recordId(value: string, what: string): string {
  if (!isUuid(value)) throw notFound(`${what} not found`);
  return value;
}
