import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { type DirectUploads, LocalObjectStorage, type ObjectStorage } from './object-storage';
import type { S3ObjectStorage } from './s3-object-storage';
import type { S3SiteStorage } from './s3-site-storage';
import { LocalSiteStorage, type SiteFile, type SiteStorage } from './site-storage';

/*
 * The S3 storages are loaded on first use: the AWS SDK costs a process about 20 MB and 100 ms to
 * load, which a portal on local storage should not pay. Unpacking an uploaded site ZIP happens
 * on local disk (the temporary folder) either way; S3 gets the finished files.
 */

/** One memoized async load per storage. */
function loader<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= load());
}

const s3Object = (config: Config) =>
  loader(async () => {
    const [{ s3TargetFor }, { S3ObjectStorage }] = await Promise.all([import('./s3'), import('./s3-object-storage')]);
    return new S3ObjectStorage(s3TargetFor(config), os.tmpdir());
  });

const s3Site = (config: Config) =>
  loader(async () => {
    const [{ s3TargetFor }, { S3SiteStorage }] = await Promise.all([import('./s3'), import('./s3-site-storage')]);
    return new S3SiteStorage(s3TargetFor(config), os.tmpdir());
  });

class LazyS3ObjectStorage implements ObjectStorage, DirectUploads {
  readonly direct: DirectUploads = this;
  constructor(private readonly real: () => Promise<S3ObjectStorage>) {}
  async create(key: string) {
    return (await this.real()).create(key);
  }
  async open(key: string): Promise<Readable> {
    return (await this.real()).open(key);
  }
  async readHead(key: string, bytes: number) {
    return (await this.real()).readHead(key, bytes);
  }
  async stat(key: string) {
    return (await this.real()).stat(key);
  }
  async remove(key: string) {
    return (await this.real()).remove(key);
  }
  async uploadURL(owner: string, key: string, signedAt: Date, expiresInSeconds: number) {
    return (await this.real()).uploadURL(owner, key, signedAt, expiresInSeconds);
  }
  async stagedSize(owner: string, key: string) {
    return (await this.real()).stagedSize(owner, key);
  }
  async promote(owner: string, key: string) {
    return (await this.real()).promote(owner, key);
  }
  async discardStaged(owner: string, key: string) {
    return (await this.real()).discardStaged(owner, key);
  }
}

class LazyS3SiteStorage implements SiteStorage {
  constructor(private readonly real: () => Promise<S3SiteStorage>) {}
  async *files(websiteId: string): AsyncIterable<SiteFile> {
    yield* (await this.real()).files(websiteId);
  }
  async stagingDir() {
    return (await this.real()).stagingDir();
  }
  async replace(websiteId: string, stagedDir: string) {
    return (await this.real()).replace(websiteId, stagedDir);
  }
  async remove(websiteId: string) {
    return (await this.real()).remove(websiteId);
  }
}

/** Where attachments live: DATA_DIR/objects, or the S3 bucket (STORAGE=s3). */
export function objectStorageFor(config: Config): ObjectStorage {
  return config.STORAGE === 's3' ? new LazyS3ObjectStorage(s3Object(config)) : new LocalObjectStorage(path.join(config.DATA_DIR, 'objects'));
}

/** Where website files live: DATA_DIR/sites, or the S3 bucket (STORAGE=s3). */
export function siteStorageFor(config: Config): SiteStorage {
  return config.STORAGE === 's3' ? new LazyS3SiteStorage(s3Site(config)) : new LocalSiteStorage(path.join(config.DATA_DIR, 'sites'));
}
