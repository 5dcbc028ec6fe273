import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Who a process is beyond its pid, which the system hands out again: the boot it runs in and its start
 * time (Linux's /proc). Undefined where the system does not say, and then the pid alone decides.
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces and parentheses; starttime is field 22.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTime && boot ? `${boot}/${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

function sleepSync(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The lock's holder still runs: its pid is alive and is the same process that wrote the lock. */
function heldByLiveProcess(content: string): { pid: number } | null {
  const [pidLine, identity] = content.split('\n');
  const pid = Number.parseInt(pidLine, 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
  // The pid is in use, but by another process than the one that locked (a reboot or a reused pid).
  if (identity) {
    const now = processIdentity(pid);
    if (now !== undefined && now !== identity) return null;
  }
  return { pid };
}

/**
 * PGlite does not lock its folder, and two processes on one folder silently lose rows.
 * A pid file created exclusively makes the second process refuse to start; a lock left
 * by a process that is gone (kill -9, a crash, a power cut) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'portal.lock');
  const mine = `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === mine) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    let content: string;
    try {
      content = fs.readFileSync(file, 'utf8');
    } catch {
      continue; // gone since: try again
    }
    if (!content && attempt < 10) {
      sleepSync(50); // another process has created it and is writing its pid
      continue;
    }
    const holder = heldByLiveProcess(content);
    if (holder) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Studio Portal process (pid ${holder.pid}). ` +
          'Stop that process, or give this one another DATA_DIR or a DATABASE_URL.',
      );
    }
    // A stale lock. Moved aside atomically, so of two processes taking it over at once only one does; a
    // lock that turns out to be another's fresh one (taken over a moment ago) is put back.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = fs.readFileSync(aside, 'utf8');
    if (moved === content) fs.rmSync(aside, { force: true });
    else fs.renameSync(aside, file);
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}`);
}
