import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { closeStream, type DirectUploads, type ObjectInfo, type ObjectStorage, type ObjectWriter } from './object-storage';
import { getBody, isNotFound, type S3Target } from './s3';
import { finalKey, stagingKey } from './s3-keys';

/**
 * Attachments in an S3 bucket. Browsers upload with presigned PUT URLs to `staging/`; the portal
 * copies an accepted upload to `objects/` and deletes the staging copy. Reads go through the
 * portal (its owner/admin check), streamed from the bucket.
 */
export class S3ObjectStorage implements ObjectStorage, DirectUploads {
  readonly direct: DirectUploads = this;

  /** `spoolDir`: where a file sent through the portal waits until its size is known (S3 wants it up front). */
  constructor(
    private readonly s3: S3Target,
    private readonly spoolDir: string,
  ) {}

  async create(key: string): Promise<ObjectWriter> {
    const target = finalKey(key);
    await fsp.mkdir(this.spoolDir, { recursive: true });
    const spool = path.join(this.spoolDir, `sp-object-${randomUUID()}`);
    const stream = fs.createWriteStream(spool, { flags: 'wx' });
    return {
      stream,
      commit: async () => {
        try {
          const { size } = await fsp.stat(spool);
          await this.s3.client.send(new PutObjectCommand({ Bucket: this.s3.bucket, Key: target, Body: fs.createReadStream(spool), ContentLength: size }));
        } finally {
          await fsp.rm(spool, { force: true });
        }
      },
      discard: async () => {
        await closeStream(stream);
        await fsp.rm(spool, { force: true });
      },
    };
  }

  async open(key: string): Promise<Readable> {
    return getBody(this.s3, finalKey(key));
  }

  async readHead(key: string, bytes: number): Promise<Buffer> {
    try {
      const body = await getBody(this.s3, finalKey(key), `bytes=0-${bytes - 1}`);
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).subarray(0, bytes);
    } catch (err) {
      // An empty object has no byte 0: S3 answers 416.
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) return Buffer.alloc(0);
      throw err;
    }
  }

  private async head(key: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.s3.client.send(new HeadObjectCommand({ Bucket: this.s3.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, contentType: res.ContentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  stat(key: string) {
    return this.head(finalKey(key));
  }

  async remove(key: string) {
    await this.s3.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: finalKey(key) }));
  }

  uploadURL(owner: string, key: string, signedAt: Date, expiresInSeconds: number): Promise<string> {
    // Only the key is signed: the browser's Content-Type and size are not known yet, so both are
    // checked on the stored object when the upload is claimed.
    return getSignedUrl(this.s3.client, new PutObjectCommand({ Bucket: this.s3.bucket, Key: stagingKey(owner, key) }), {
      expiresIn: expiresInSeconds,
      signingDate: signedAt,
    });
  }

  async stagedSize(owner: string, key: string): Promise<number | null> {
    return (await this.head(stagingKey(owner, key)))?.size ?? null;
  }

  async promote(owner: string, key: string): Promise<boolean> {
    const from = stagingKey(owner, key);
    try {
      await this.s3.client.send(new CopyObjectCommand({ Bucket: this.s3.bucket, Key: finalKey(key), CopySource: `${this.s3.bucket}/${from}`, MetadataDirective: 'COPY' }));
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
    await this.discardStaged(owner, key);
    return true;
  }

  async discardStaged(owner: string, key: string): Promise<void> {
    await this.s3.client.send(new DeleteObjectCommand({ Bucket: this.s3.bucket, Key: stagingKey(owner, key) }));
  }
}
