import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('lets one holder in, refuses a live second one, and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    // A live process (our parent) holding it: refused.
    fs.writeFileSync(path.join(dir, 'portal.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    // A pid that is gone: taken over.
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999999');
    const again = lockDataDir(dir);
    again();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
