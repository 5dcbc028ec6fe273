import type { Db, Tx } from './client';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

// The work each open transaction has deferred until it commits.
const deferred = new WeakMap<Tx, Array<() => void>>();

/**
 * Runs `work` in a transaction; what it deferred with `afterCommit` runs once the transaction has
 * committed, and never when it rolled back. Every multi-step write goes through here.
 */
export async function transaction<T>(db: Db, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const queued: Array<() => void> = [];
  const result = await db.transaction((tx) => {
    deferred.set(tx, queued);
    return work(tx);
  });
  for (const run of queued) {
    // The work has committed: a deferred step that fails must not turn it into an error for the caller.
    try {
      run();
    } catch (err) {
      process.emitWarning(`a step deferred until after a commit failed: ${(err as Error).message}`);
    }
  }
  return result;
}

/**
 * Defers `run` until `tx` commits; runs it at once when `tx` is the database itself (autocommit: the
 * write it follows is already durable).
 */
export function afterCommit(tx: Tx, run: () => void): void {
  const queue = deferred.get(tx);
  if (queue) queue.push(run);
  else run();
}
