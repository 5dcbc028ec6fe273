import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface PortalProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the portal as a real process on a free port and waits until it listens. */
export async function startPortal(
  env: Record<string, string>,
  { timeoutMs = 60_000, viaNpmStart = false } = {},
): Promise<PortalProcess> {
  // viaNpmStart: what `npm start` runs (builds the client when needed), else the server entry alone.
  const args = viaNpmStart
    ? [path.join(repoRoot, 'scripts/start.mjs')]
    : ['--import', 'tsx', path.join(repoRoot, 'src/server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  let how = '';
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      how = signal ? `killed by ${signal}` : `exit code ${code}`;
      resolve(code);
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start:\n${out}`)), timeoutMs);
    const check = () => {
      const m = /running at (http:\/\/localhost:\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`portal exited early (${how}):\n${out}`));
    });
  });
  return { child, url, output: () => out, exited };
}

/** Runs main.ts expecting it to stop by itself (e.g. refusing to start). */
export function runPortalToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return runScript('src/server/main.ts', [], env);
}

/** Runs one of the project's TypeScript entry points (a CLI) to its end. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
