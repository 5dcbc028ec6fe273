import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/** The channel the triggers of migration 0009 notify, with the id of the client whose records changed. */
export const OWNER_CHANGES_CHANNEL = 'portal_owner_changed';

/** A client's records changed (their id), or `null`: anything may have changed (the feed was lost or regained). */
export type OwnerChangeListener = (ownerId: string | null) => void;

/** A notification this process sends itself to prove the feed delivers; never an owner id (those are uuids). */
const PROBE = 'probe:';

/**
 * The database's change feed for the per-process caches: every committed change to a client's user,
 * sessions, websites or payments, by whichever process or tool made it. While it is not `live`
 * (not started, or its connection broke), a cache must not answer from memory.
 */
export class OwnerChanges {
  private readonly listeners = new Set<OwnerChangeListener>();
  private stopListening: (() => Promise<void>) | null = null;
  private database: Database | null = null;
  /** The probe awaited: its payload and what to do when it comes back. */
  private probe: { payload: string; arrived: () => void } | null = null;
  private reprobe: NodeJS.Timeout | undefined;
  live = false;

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly options: { probeTimeoutMs?: number; reprobeMs?: number } = {},
  ) {}

  subscribe(listener: OwnerChangeListener): void {
    this.listeners.add(listener);
  }

  /** Tells every cache about a change (also used by this process for its own writes, before it answers). */
  changed(ownerId: string | null): void {
    for (const listener of this.listeners) {
      try {
        listener(ownerId);
      } catch (err) {
        this.log?.error({ err }, 'owner change listener failed');
      }
    }
  }

  /**
   * Follows the feed. A connection that listens is not proof that notifications arrive (behind a
   * transaction-mode pooler they never do): the feed counts as live only once a probe this process sends
   * through its ordinary connections has come back. Until then, and again whenever the connection breaks,
   * the caches answer nothing from memory.
   */
  async start(database: Database): Promise<void> {
    if (this.stopListening) return;
    this.database = database;
    let firstProbe: Promise<void> = Promise.resolve();
    this.stopListening = await database.listen(OWNER_CHANGES_CHANNEL, {
      message: (payload) => {
        if (payload.startsWith(PROBE)) {
          if (this.probe?.payload === payload) this.probe.arrived();
          return;
        }
        this.changed(payload || null);
      },
      live: (isLive) => {
        this.live = false;
        this.changed(null);
        if (isLive) firstProbe = this.sendProbe();
        else this.cancelProbe();
      },
    });
    await firstProbe;
  }

  /** Sends a probe and waits (bounded) for it; live when it arrives, else tried again later. */
  private sendProbe(): Promise<void> {
    this.cancelProbe();
    const payload = `${PROBE}${randomUUID()}`;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        if (this.probe?.payload !== payload) return resolve();
        this.probe = null;
        this.log?.warn(
          { channel: OWNER_CHANGES_CHANNEL },
          'the database change feed does not deliver (a transaction-mode pooler?): read caches stay off; trying again later',
        );
        this.reprobe = setTimeout(() => void this.sendProbe(), this.options.reprobeMs ?? 60_000);
        this.reprobe.unref();
        resolve();
      }, this.options.probeTimeoutMs ?? 5_000);
      timer.unref();
      this.probe = {
        payload,
        arrived: () => {
          clearTimeout(timer);
          this.probe = null;
          this.live = true;
          this.changed(null);
          resolve();
        },
      };
      this.database!.db.execute(sql`select pg_notify(${OWNER_CHANGES_CHANNEL}, ${payload})`).catch((err: Error) => {
        this.log?.warn({ err: { message: err.message } }, 'could not probe the database change feed');
      });
    });
  }

  private cancelProbe() {
    clearTimeout(this.reprobe);
    this.probe = null;
  }

  async stop(): Promise<void> {
    const stop = this.stopListening;
    this.stopListening = null;
    this.cancelProbe();
    this.live = false;
    this.changed(null);
    if (stop) await stop();
  }
}
