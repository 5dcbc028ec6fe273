import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pumpWithLimit } from '../../lib/stream-limit';
import type { ObjectStorage } from '../../storage/object-storage';
import { acceptedType, bytesMatch, MAX_UPLOAD_BYTES, SIGNATURE_BYTES } from './file-types';
import { type AttachmentRow, uploadsRepository } from './uploads.repository';

export const UPLOAD_PATH = '/api/objects/uploads/';
const URL_TTL_MS = 15 * 60 * 1000;

/** The object key of an attachment URL (absolute or a path; its query string is ignored). */
export function objectKeyOf(attachmentURL: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(attachmentURL, 'http://portal.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(UPLOAD_PATH)) return null;
  const key = pathname.slice(UPLOAD_PATH.length);
  return isUuid(key) ? key : null;
}

export class UploadsService {
  constructor(private readonly d: { db: Db; clock: Clock; storage: ObjectStorage; signingKey: Buffer }) {}

  private sign(key: string, userId: string, expires: number) {
    return createHmac('sha256', this.d.signingKey).update(`${key}\n${userId}\n${expires}`).digest('base64url');
  }

  /** A signed URL for one upload by this user, valid 15 minutes, on the portal's own origin. */
  createUploadURL(userId: string, origin: string): { uploadURL: string } {
    const key = randomUUID();
    const expires = this.d.clock.now().getTime() + URL_TTL_MS;
    const url = new URL(`${UPLOAD_PATH}${key}`, origin);
    url.searchParams.set('user', userId);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', this.sign(key, userId, expires));
    return { uploadURL: url.toString() };
  }

  private verify(key: string, q: { user?: string; expires?: string; signature?: string }): string {
    const expires = Number(q.expires);
    if (!q.user || !q.signature || !Number.isFinite(expires)) throw forbidden('Invalid upload URL');
    const expected = Buffer.from(this.sign(key, q.user, expires));
    const given = Buffer.from(q.signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw forbidden('Invalid upload URL');
    if (expires < this.d.clock.now().getTime()) throw forbidden('This upload URL has expired');
    return q.user;
  }

  /**
   * Stores one upload: signature and expiry checked, the URL usable once, the declared type
   * one we accept and matching the file's first bytes, at most 10 MB — nothing partial is kept.
   */
  async receive(key: string, query: Record<string, string | undefined>, contentType: string | undefined, body: Readable) {
    if (!isUuid(key)) throw forbidden('Invalid upload URL');
    const userId = this.verify(key, query);
    const type = acceptedType(contentType);
    if (!type) throw new AppError(415, 'Only images (PNG, JPEG, GIF, WebP), PDF and Word documents can be attached');
    const now = this.d.clock.now();
    const row = await uploadsRepository.reserve(this.d.db, { ownerId: userId, objectKey: key, name: '', contentType: type, sizeBytes: 0, createdAt: now });
    if (!row) throw forbidden('This upload URL has already been used');
    const writer = await this.d.storage.create(key);
    try {
      const size = await pumpWithLimit(body, writer.stream, {
        maxBytes: MAX_UPLOAD_BYTES,
        headBytes: SIGNATURE_BYTES,
        inspectHead: (head) => {
          if (!bytesMatch(type, head)) throw new AppError(415, 'The file\'s contents do not match its type');
        },
        tooLargeMessage: 'The file is larger than 10MB',
      });
      await writer.commit();
      await uploadsRepository.markUploaded(this.d.db, row.id, size, this.d.clock.now());
      return { objectPath: `${UPLOAD_PATH}${key}`, size };
    } catch (err) {
      await writer.discard();
      await uploadsRepository.remove(this.d.db, row.id);
      throw err;
    }
  }

  /** The uploader claims the object: from now on only they (and admins) may read it. */
  async claim(userId: string, attachmentURL: string) {
    const key = objectKeyOf(attachmentURL);
    const row = key ? await uploadsRepository.claim(this.d.db, userId, key, this.d.clock.now()) : undefined;
    if (!row) throw notFound('Attachment not found');
    return { objectPath: `${UPLOAD_PATH}${key}` };
  }

  async read(user: { id: string; isAdmin: boolean }, key: string): Promise<{ row: AttachmentRow; stream: Readable }> {
    const row = isUuid(key) ? await uploadsRepository.findByKey(this.d.db, key) : undefined;
    if (!row || !row.uploadedAt || (row.ownerId !== user.id && !user.isAdmin)) throw notFound('Attachment not found');
    return { row, stream: this.d.storage.open(key) };
  }
}
