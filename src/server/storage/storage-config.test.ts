import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../config';
import { objectStorageFor, siteStorageFor } from '../context';
import { loggerOptions } from '../logger';
import { repoRoot, runPortalToExit } from '../test/process';
import { LocalObjectStorage } from './object-storage';
import { s3TargetFor } from './s3';
import { stagedUploadOf } from './s3-keys';
import { LocalSiteStorage } from './site-storage';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const s3Env = { STORAGE: 's3', S3_BUCKET: 'studio-files', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET };

describe('storage configuration', () => {
  it('is local by default, in DATA_DIR', () => {
    const c = testConfig({ DATA_DIR: '/tmp/sp-x' });
    expect(c.STORAGE).toBe('local');
    expect(siteStorageFor(c)).toBeInstanceOf(LocalSiteStorage);
    expect(objectStorageFor(c)).toBeInstanceOf(LocalObjectStorage);
    // Uploads go through the portal.
    expect(objectStorageFor(c).direct).toBeUndefined();
  });

  it('takes an S3 bucket, with an optional endpoint and path-style URLs for S3-compatible servers', () => {
    const aws = loadConfig(s3Env);
    expect(aws).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'studio-files', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: false });
    expect(aws.S3_ENDPOINT).toBeUndefined();
    expect(siteStorageFor(aws)).not.toBeInstanceOf(LocalSiteStorage);
    // Browsers upload straight to the bucket.
    expect(objectStorageFor(aws).direct).toBeDefined();
    const minio = loadConfig({ ...s3Env, S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: '1' });
    expect(minio).toMatchObject({ S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: true });
    expect(s3TargetFor(minio).bucket).toBe('studio-files');
  });

  it('names every variable STORAGE=s3 still needs, and never echoes the secret', () => {
    let message = '';
    try {
      loadConfig({ STORAGE: 's3', S3_SECRET_ACCESS_KEY: SECRET });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message).toContain('S3_BUCKET: is required when STORAGE=s3');
    expect(message).toContain('S3_REGION: is required when STORAGE=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID: is required when STORAGE=s3');
    expect(message).not.toContain('S3_SECRET_ACCESS_KEY:');
    expect(message).not.toContain(SECRET);
    expect(() => loadConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow('S3_SECRET_ACCESS_KEY: is required when STORAGE=s3');
  });

  it.each([
    ['STORAGE', 'ftp', 'must be local or s3'],
    ['S3_ENDPOINT', 'minio:9000', 'must be an http(s) URL'],
    ['S3_BUCKET', 'Studio_Files', 'must be a bucket name'],
    ['S3_FORCE_PATH_STYLE', 'sometimes', 'S3_FORCE_PATH_STYLE: '],
  ])('refuses a bad %s with a message naming it', (name, value, text) => {
    expect(() => loadConfig({ ...s3Env, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3Env, [name]: value })).toThrow(`${name}:`);
    expect(() => loadConfig({ ...s3Env, [name]: value })).toThrow(text);
  });

  it('keeps the secret out of the logs when the config or a client\'s credentials are logged', () => {
    let out = '';
    const sink = new Writable({ write: (chunk, _e, done) => ((out += chunk), done()) });
    const log = pino(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as pino.LoggerOptions, sink);
    const config = loadConfig(s3Env);
    log.info({ config }, 'starting');
    log.info({ credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: SECRET } }, 'client');
    expect(out).toContain('studio-files');
    expect(out).toContain('[redacted]');
    expect(out).not.toContain(SECRET);
  });

  it('the server refuses to start with STORAGE=s3 and no bucket, naming what is missing', async () => {
    const res = await runPortalToExit({ STORAGE: 's3', S3_REGION: 'eu-west-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: SECRET });
    expect(res.code).toBe(1);
    expect(res.output).toContain('S3_BUCKET: is required when STORAGE=s3');
    expect(res.output).not.toContain(SECRET);
  });

  it('loads the AWS SDK only when STORAGE=s3 is used, and signs AWS URLs the claim can read back', async () => {
    // In a fresh process: what a portal on local storage loads, then the first S3 call.
    const code = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const loaded = () => Object.keys(require.cache).some((k) => k.includes('@aws-sdk'));
      await import('./src/server/app.ts');
      const { objectStorageFor, siteStorageFor } = await import('./src/server/context.ts');
      const { testConfig } = await import('./src/server/config.ts');
      objectStorageFor(testConfig());
      siteStorageFor(testConfig());
      const before = loaded();
      const s3 = objectStorageFor(testConfig(${JSON.stringify(s3Env)}));
      const url = await s3.direct.uploadURL('00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', new Date(), 900);
      console.log('RESULT ' + JSON.stringify({ before, after: loaded(), url }));
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    expect(await new Promise((resolve) => child.on('exit', resolve)), out).toBe(0);
    const result = JSON.parse(/^RESULT (.*)$/m.exec(out)![1]);
    expect(result.before).toBe(false);
    expect(result.after).toBe(true);
    const url = new URL(result.url);
    expect(url.origin).toBe('https://studio-files.s3.eu-west-1.amazonaws.com');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.search).not.toContain(SECRET);
    expect(stagedUploadOf(url.pathname)).toEqual({ owner: '00000000-0000-4000-8000-00000000000a', key: '00000000-0000-4000-8000-00000000000b' });
  });
});
