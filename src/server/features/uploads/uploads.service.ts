import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, forbidden, insufficientStorage, isOutOfSpace, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { pumpWithLimit } from '../../lib/stream-limit';
import type { ObjectStorage, ObjectWriter } from '../../storage/object-storage';
import { stagedUploadOf } from '../../storage/s3-keys';
import { acceptedType, bytesMatch, MAX_UPLOAD_BYTES, SIGNATURE_BYTES } from './file-types';
import { type AttachmentRow, uploadsRepository } from './uploads.repository';

export const UPLOAD_PATH = '/api/objects/uploads/';
const URL_TTL_MS = 15 * 60 * 1000;

const TOO_LARGE = 'The file is larger than 10MB';
const WRONG_TYPE = 'Only images (PNG, JPEG, GIF, WebP), PDF and Word documents can be attached';
const MISMATCH = "The file's contents do not match its type";

/**
 * What an attachment URL (absolute or a path; its query string is ignored) points at: a file
 * sent through the portal (`/api/objects/uploads/<key>`), or a file a browser put straight into
 * the bucket with a presigned URL (`…/staging/<owner>/<key>`).
 */
function attachmentOf(attachmentURL: string): { key: string; owner?: string } | null {
  let pathname: string;
  try {
    pathname = new URL(attachmentURL, 'http://portal.invalid').pathname;
  } catch {
    return null;
  }
  if (pathname.startsWith(UPLOAD_PATH)) {
    const key = pathname.slice(UPLOAD_PATH.length);
    return isUuid(key) ? { key } : null;
  }
  return stagedUploadOf(pathname);
}

/** The object key of an attachment URL, whichever way it was uploaded. */
export function objectKeyOf(attachmentURL: string): string | null {
  return attachmentOf(attachmentURL)?.key ?? null;
}

export class UploadsService {
  constructor(private readonly d: { db: Db; clock: Clock; storage: ObjectStorage; signingKey: Buffer }) {}

  private sign(key: string, userId: string, expires: number) {
    return createHmac('sha256', this.d.signingKey).update(`${key}\n${userId}\n${expires}`).digest('base64url');
  }

  /**
   * A URL for one upload by this user, valid 15 minutes: on the portal's own origin (signed by
   * the portal), or, when the store takes uploads directly (S3), a presigned PUT to the bucket.
   */
  async createUploadURL(userId: string, origin: string): Promise<{ uploadURL: string }> {
    const key = randomUUID();
    const now = this.d.clock.now();
    const direct = this.d.storage.direct;
    if (direct) return { uploadURL: await direct.uploadURL(userId, key, now, URL_TTL_MS / 1000) };
    const expires = now.getTime() + URL_TTL_MS;
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
   * Stores one upload sent to the portal: signature and expiry checked, the URL usable once, the
   * declared type one we accept and matching the file's first bytes, at most 10 MB — nothing
   * partial is kept, and a full disk answers 507 leaving neither file nor row.
   */
  async receive(key: string, query: Record<string, string | undefined>, contentType: string | undefined, body: Readable) {
    if (!isUuid(key)) throw forbidden('Invalid upload URL');
    const userId = this.verify(key, query);
    const type = acceptedType(contentType);
    if (!type) throw new AppError(415, WRONG_TYPE);
    const now = this.d.clock.now();
    const row = await uploadsRepository.reserve(this.d.db, { ownerId: userId, objectKey: key, name: '', contentType: type, sizeBytes: 0, createdAt: now });
    if (!row) throw forbidden('This upload URL has already been used');
    let writer: ObjectWriter | undefined;
    let committed = false;
    try {
      writer = await this.d.storage.create(key);
      const size = await pumpWithLimit(body, writer.stream, {
        maxBytes: MAX_UPLOAD_BYTES,
        headBytes: SIGNATURE_BYTES,
        inspectHead: (head) => {
          if (!bytesMatch(type, head)) throw new AppError(415, MISMATCH);
        },
        tooLargeMessage: TOO_LARGE,
      });
      await writer.commit();
      committed = true;
      await uploadsRepository.markUploaded(this.d.db, row.id, size, this.d.clock.now());
      return { objectPath: `${UPLOAD_PATH}${key}`, size };
    } catch (err) {
      body.resume(); // whatever is still coming is read and dropped, so the answer can go out
      await writer?.discard().catch(() => {});
      if (committed) await this.d.storage.remove(key).catch(() => {});
      await uploadsRepository.remove(this.d.db, row.id);
      throw isOutOfSpace(err) ? insufficientStorage() : err;
    }
  }

  /**
   * The uploader claims the object: from now on only they (and admins) may read it. The claim
   * happens once; the same PUT again (a retry) answers the same and changes nothing.
   */
  async claim(userId: string, attachmentURL: string) {
    const target = attachmentOf(attachmentURL);
    if (!target) throw notFound('Attachment not found');
    if (target.owner !== undefined) return this.claimDirect(userId, target.owner, target.key);
    const row = await uploadsRepository.claim(this.d.db, userId, target.key, this.d.clock.now());
    if (!row) return this.claimedBefore(userId, target.key);
    return { objectPath: `${UPLOAD_PATH}${target.key}` };
  }

  /** A claim that found the key taken: the caller's own earlier claim, one in progress, or not theirs. */
  private async claimedBefore(userId: string, key: string, staged?: { owner: string }) {
    const row = await uploadsRepository.findByKey(this.d.db, key);
    if (!row || row.ownerId !== userId) throw notFound('Attachment not found');
    if (!row.claimedAt) throw conflict('This attachment is still being stored; try again in a moment');
    // A file PUT to the upload URL again after the claim is never taken: it is only removed.
    if (staged) await this.d.storage.direct?.discardStaged(staged.owner, key);
    return { objectPath: `${UPLOAD_PATH}${key}` };
  }

  /**
   * A file the browser put straight into the bucket: only the user the URL was made for may
   * claim it, and it is taken once. It is moved out of the upload URL's reach first and then
   * checked as stored (size, declared type, first bytes), so a later PUT to the same URL changes
   * nothing; a file that fails a check is deleted and, as on the portal, does not use the URL up.
   */
  private async claimDirect(userId: string, owner: string, key: string) {
    const direct = this.d.storage.direct;
    if (!direct || owner !== userId) throw notFound('Attachment not found');
    const now = this.d.clock.now();
    const row = await uploadsRepository.reserve(this.d.db, { ownerId: userId, objectKey: key, name: '', contentType: 'application/octet-stream', sizeBytes: 0, createdAt: now });
    if (!row) return this.claimedBefore(userId, key, { owner });
    let promoted = false;
    try {
      const staged = await direct.stagedSize(owner, key);
      if (staged === null) throw notFound('Attachment not found');
      if (staged > MAX_UPLOAD_BYTES) {
        await direct.discardStaged(owner, key);
        throw new AppError(413, TOO_LARGE);
      }
      promoted = await direct.promote(owner, key);
      if (!promoted) throw notFound('Attachment not found');
      const info = await this.d.storage.stat(key);
      if (!info) throw notFound('Attachment not found');
      if (info.size > MAX_UPLOAD_BYTES) throw new AppError(413, TOO_LARGE);
      const type = acceptedType(info.contentType);
      if (!type) throw new AppError(415, WRONG_TYPE);
      // An empty file has no first bytes to read (S3 answers a range on it with 416).
      const head = info.size > 0 ? await this.d.storage.readHead(key, SIGNATURE_BYTES) : Buffer.alloc(0);
      if (!bytesMatch(type, head)) throw new AppError(415, MISMATCH);
      await uploadsRepository.markClaimedUpload(this.d.db, row.id, { contentType: type, sizeBytes: info.size, at: this.d.clock.now() });
      return { objectPath: `${UPLOAD_PATH}${key}` };
    } catch (err) {
      if (promoted) await this.d.storage.remove(key).catch(() => {});
      await uploadsRepository.remove(this.d.db, row.id);
      throw err;
    }
  }

  async read(user: { id: string; isAdmin: boolean }, key: string): Promise<{ row: AttachmentRow; stream: Readable }> {
    const row = isUuid(key) ? await uploadsRepository.findByKey(this.d.db, key) : undefined;
    if (!row || !row.uploadedAt || (row.ownerId !== user.id && !user.isAdmin)) throw notFound('Attachment not found');
    return { row, stream: await this.d.storage.open(key) };
  }
}
