import { checkedKey } from './object-storage';

/*
 * Where attachments live in the bucket (no AWS SDK here: the uploads service reads URLs with these
 * whatever the storage, and a portal on local storage never loads the SDK).
 */

/** An attachment once the portal has accepted it. */
export const finalKey = (key: string) => `objects/${checkedKey(key)}`;

/** Where a browser's presigned PUT lands: bound to the user who asked for the URL. */
export const stagingKey = (owner: string, key: string) => `staging/${checkedKey(owner)}/${checkedKey(key)}`;

/** The (owner, key) of a presigned upload URL's path, e.g. `/bucket/staging/<owner>/<key>`. */
export function stagedUploadOf(pathname: string): { owner: string; key: string } | null {
  const m = /\/staging\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/i.exec(pathname);
  return m ? { owner: m[1].toLowerCase(), key: m[2].toLowerCase() } : null;
}
