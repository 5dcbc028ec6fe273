import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, type ListObjectsV2CommandOutput, S3Client } from '@aws-sdk/client-s3';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';

/** The bucket and the client that reaches it. */
export interface S3Target {
  client: S3Client;
  bucket: string;
}

const targets = new WeakMap<Config, S3Target>();

/** The configured bucket (STORAGE=s3), with one client (and so one connection pool) per config. */
export function s3TargetFor(config: Config): S3Target {
  let target = targets.get(config);
  if (!target) {
    target = createTarget(config);
    targets.set(config, target);
  }
  return target;
}

function createTarget(config: Config): S3Target {
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
    // Checksums only where S3 requires them: a presigned PUT that demanded a CRC32 the browser
    // cannot send would be refused, and several S3-compatible servers reject the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, bucket: config.S3_BUCKET! };
}

/** S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD). */
export function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/** Every key under `prefix`, one listing page (up to 1000 keys) at a time. */
export async function* listKeys(s3: S3Target, prefix: string): AsyncGenerator<NonNullable<ListObjectsV2CommandOutput['Contents']>[number]> {
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }));
    for (const item of page.Contents ?? []) if (item.Key) yield item;
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}

/** The names just under `prefix` that are "folders" (common prefixes), without the prefix or the slash. */
export async function listFolders(s3: S3Target, prefix: string): Promise<string[]> {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, Delimiter: '/', ContinuationToken: token }));
    for (const p of page.CommonPrefixes ?? []) if (p.Prefix) names.push(p.Prefix.slice(prefix.length, -1));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** Deletes keys in batches of 1000 (the most one DeleteObjects takes). */
export async function deleteKeys(s3: S3Target, keys: AsyncIterable<string> | Iterable<string>): Promise<number> {
  let batch: string[] = [];
  let deleted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const res = await s3.client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }));
    if (res.Errors?.length) throw new Error(`could not delete ${res.Errors.length} objects (first: ${res.Errors[0].Key}: ${res.Errors[0].Code})`);
    deleted += batch.length;
    batch = [];
  };
  for await (const key of keys) {
    batch.push(key);
    if (batch.length === 1000) await flush();
  }
  await flush();
  return deleted;
}

export async function deletePrefix(s3: S3Target, prefix: string): Promise<number> {
  async function* keys() {
    for await (const item of listKeys(s3, prefix)) yield item.Key!;
  }
  return deleteKeys(s3, keys());
}

export async function getBody(s3: S3Target, key: string, range?: string): Promise<Readable> {
  const res = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, Range: range }));
  return res.Body as Readable;
}

/**
 * A stream of the object that can be handed out synchronously (a backup opens each file only
 * when the archive reaches it). Errors (a key gone meanwhile) surface on the stream; destroying
 * it aborts the download.
 */
export function bodyStream(s3: S3Target, key: string): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  getBody(s3, key).then(
    (body) => pipeline(body, out).catch((err: Error) => out.destroy(err)),
    (err: Error) => out.destroy(err),
  );
  return out;
}
