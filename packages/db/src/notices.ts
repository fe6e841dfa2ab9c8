import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** The channel on which the database announces changes that cached pages depend on (0009). */
export const CACHE_CHANNEL = 'lotus_cache';

/** A subscription to a channel; `close` ends it. */
export interface Listening {
  close(): Promise<void>;
}

/** What a listener is told. */
export interface NoticeHandlers {
  /** The payload of a notice on the channel, once the transaction that sent it committed. */
  notice(payload: string): void;
  /**
   * LISTEN has taken effect: at start (`again` false) and after every lost connection (`again`
   * true). Notices sent before it ran may have been missed, so the caller catches up here (re-reads
   * what the notices would have told it). A failure counts as a failed connection: retried.
   */
  listening?(again: boolean): Promise<void>;
  /**
   * The connection is lost: notices are missed from now until `listening` has run again (the
   * caller must treat everything as changed meanwhile). Once per loss, however many retries fail.
   */
  lost?(error: unknown): void;
}

/** The first wait before listening again after a loss; it doubles with every failed attempt… */
export const NOTICE_RETRY_FIRST_MS = 200;
/** …up to this (±20 % each, so server copies do not all knock at once). */
export const NOTICE_RETRY_MAX_MS = 2_000;

/**
 * Hands `handlers.notice` the payload of every notice on `channel`. On PostgreSQL it keeps one
 * connection of its own; when the connection is lost (a restart, a failover, a terminated
 * backend), it says so (`lost`), tries again with a growing wait (`NOTICE_RETRY_*`), and says
 * when it listens again (`listening`). No connection error escapes: every client it made keeps
 * its error handler for life (a client that is no longer the current one may still emit). On
 * PGlite it listens on the one embedded connection, which cannot be lost.
 */
export async function listenToNotices(
  handle: DatabaseHandle,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Listening> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const { driver } = handle;
  if (driver.kind === 'pglite') {
    const unlisten = await driver.client.listen(channel, (payload) => handlers.notice(payload));
    await handlers.listening?.(false);
    return { close: () => unlisten() };
  }

  let current: pg.Client | undefined;
  let closed = false;
  // Until the first LISTEN worked, a failure is the caller's (start-up stops), not retried.
  let started = false;
  let lost = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  /** Opens a connection, listens, lets the caller catch up; the client once it all worked. */
  const connect = async (again: boolean): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: driver.url,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'lotus-notices',
    });
    client.on('error', (error) => {
      if (client === current) lose(error);
    });
    client.on('end', () => {
      if (client === current) lose(new Error('Connection terminated'));
    });
    client.on('notification', (message) => {
      if (client === current && message.channel === channel && message.payload !== undefined) {
        handlers.notice(message.payload);
      }
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      await handlers.listening?.(again);
      return client;
    } catch (error) {
      if (current === client) current = undefined;
      void client.end().catch(() => {});
      throw error;
    }
  };

  const lose = (error: unknown) => {
    if (closed || !started) return;
    const client = current;
    current = undefined;
    void client?.end().catch(() => {});
    if (!lost) {
      lost = true;
      handlers.lost?.(error);
    }
    if (retry) return;
    const wait = Math.min(NOTICE_RETRY_MAX_MS, NOTICE_RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect(true).then((client) => {
          failures = 0;
          lost = false;
          // Lost again while catching up: what `listening` concluded may already be stale.
          if (client !== current) lose(new Error('Connection terminated while catching up'));
        }, lose);
      },
      wait * (0.8 + Math.random() * 0.4),
    );
    retry.unref();
  };

  await connect(false);
  started = true;
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}

/** The newest cache version the database has handed out (0 before the first change). */
export async function latestCacheVersion(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute<{ version: string | number }>(
    sql`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS version FROM cache_version`,
  );
  const rows = (result as { rows?: { version: string | number }[] }).rows ?? result;
  return Number((rows as { version: string | number }[])[0]?.version ?? 0);
}
