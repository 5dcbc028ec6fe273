import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A server secret: the configured value, or one generated on first use and kept in
 * DATA_DIR/keys/<name>.key (mode 600), so it survives restarts without configuration.
 */
export function serverSecret(dataDir: string, name: string, configured?: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, `${name}.key`);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    fs.writeFileSync(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    throw err;
  }
}
