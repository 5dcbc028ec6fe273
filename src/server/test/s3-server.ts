import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { testConfig } from '../config';
import { listKeys, type S3Target, s3TargetFor } from '../storage/s3';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment that points the portal at this server (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  /** Our own client on the bucket, to look at what is stored. */
  target: S3Target;
  keys(prefix?: string): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, keeping its bucket in a temporary folder. */
export async function startS3(bucket = 'portal-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver knows one account, S3RVER; it checks presigned URLs' expiry but not V4 signatures themselves.
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
  const target = s3TargetFor(testConfig(env));
  return {
    endpoint,
    bucket,
    env,
    target,
    keys: async (prefix = '') => {
      const out: string[] = [];
      for await (const item of listKeys(target, prefix)) out.push(item.Key!);
      return out;
    },
    close: async () => {
      target.client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
