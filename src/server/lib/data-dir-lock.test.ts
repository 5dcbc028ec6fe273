import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processIdentity } from './data-dir-lock';

describe('lockDataDir', () => {
  it('lets one holder in, refuses a live second one, and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
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

  it.runIf(processIdentity(process.ppid) !== undefined)('takes over a lock whose pid now belongs to another process (a reboot, a reused pid)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    const lock = path.join(dir, 'portal.lock');
    // The same live pid, written by the process it names: refused.
    fs.writeFileSync(lock, `${process.ppid}\n${processIdentity(process.ppid)}\n`);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Studio Portal process/);
    // The same live pid, but the lock was written by a process that started at another time (or boot).
    fs.writeFileSync(lock, `${process.ppid}\nanother-boot/12345\n`);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lock, 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over an empty lock file (its writer died before writing its pid) after a short wait', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-lock-'));
    fs.writeFileSync(path.join(dir, 'portal.lock'), '');
    const release = lockDataDir(dir);
    release();
    expect(fs.readdirSync(dir)).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
